// React and one Button: the kit's cost for a team that uses a single component.
import { Button } from '@shop/ui/button';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<main><Button>Hello</Button></main>);
