import '@shop/ui/styles.css';
import './app.css';
import { setDictionary, t } from '@shop/ui/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { NewsletterForm } from './newsletter-form';

// The app's own translations: the kit's strings (its validation messages too) go through the same t().
setDictionary({
  'Greetings, %1': 'Hello, %1',
  'Please enter a valid email address (Ex: johndoe@domain.com).': 'Enter an address like johndoe@domain.com.',
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main className="consumer-page">
      <h1>{t('Greetings, %1', 'Ada')}</h1>
      <NewsletterForm />
    </main>
  </StrictMode>,
);
