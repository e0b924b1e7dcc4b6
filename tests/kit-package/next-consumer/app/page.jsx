// A server component (no 'use client'): it renders the kit's client components (Tabs, the login
// form, Button), runs the kit's rules and t() on the server, and hands the form a server action.
import { Button } from '@shop/ui/button';
import { LoginForm } from '@shop/ui/forms';
import { setDictionary, t } from '@shop/ui/i18n';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@shop/ui/tabs';
import { emailFieldSchema } from '@shop/ui/validation';

setDictionary({ 'Greetings, %1': 'Hello, %1' });

async function signIn(values) {
  'use server';
  console.log(`sign-in attempt for ${values.email.length} characters`);
}

export default function Page() {
  const problem = emailFieldSchema().safeParse('ada@').error?.issues[0]?.message;
  return (
    <main className="consumer-page">
      <h1>{t('Greetings, %1', 'Ada')}</h1>
      <p data-testid="server-rule">Checked on the server: {problem}</p>
      <Tabs defaultValue="details" aria-label="Product">
        <TabsList>
          <TabsTrigger value="details">Details</TabsTrigger>
          <TabsTrigger value="more">More Information</TabsTrigger>
        </TabsList>
        <TabsContent value="details">A soft cotton tee.</TabsContent>
        <TabsContent value="more">Material: cotton.</TabsContent>
      </Tabs>
      <LoginForm onLogin={signIn} />
      <Button variant="secondary" asChild>
        <a href="#top">Back to top</a>
      </Button>
    </main>
  );
}
