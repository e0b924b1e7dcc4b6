// The baseline: React alone, to measure what the kit adds on top of it.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<main><p>Hello</p></main>);
