import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setDictionary } from '@shop/ui/i18n';
import accountAr from '../../account/messages/ar-AE';
import accountFr from '../../account/messages/fr-FR';
import ar from '../messages/ar-AE';
import fr from '../messages/fr-FR';
import { NewsletterForm } from './newsletter-form';
import { NewsletterSubscriptionForm } from './newsletter-subscription-form';

// jsdom has no ResizeObserver; Radix's checkbox measures its form input with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe('NewsletterSubscriptionForm', () => {
  it('saves the General Subscription by keyboard and goes where the answer says', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => ({ success: true, message: 'We have saved your subscription.', redirectUrl: '/newsletter/manage/' }));
    const navigate = vi.fn();
    render(<NewsletterSubscriptionForm subscribed={false} save={save} navigate={navigate} />);
    const box = screen.getByRole('checkbox', { name: 'General Subscription' });
    expect(box).not.toBeChecked();
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/newsletter/manage/'));
    expect(save).toHaveBeenCalledWith(true);
  });

  it('unticks a subscription and shows a refusal where it stays', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => ({ success: false, message: 'Please sign in to continue.' }));
    const navigate = vi.fn();
    render(<NewsletterSubscriptionForm subscribed save={save} navigate={navigate} />);
    await user.click(screen.getByRole('checkbox', { name: 'General Subscription' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Please sign in to continue.');
    expect(save).toHaveBeenCalledWith(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('speaks French and Arabic in those views, with the footer form (issue 31)', () => {
    try {
      setDictionary({ ...accountFr, ...fr });
      const french = render(<NewsletterSubscriptionForm subscribed save={vi.fn()} navigate={vi.fn()} />);
      expect(screen.getByRole('group', { name: 'Option d’abonnement' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Abonnement général' })).toBeChecked();
      expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
      french.unmount();
      setDictionary({ ...accountAr, ...ar });
      render(<NewsletterForm subscribe={vi.fn()} />);
      expect(screen.getByRole('heading', { name: 'النشرة الإخبارية' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'اشترك في نشرتنا الإخبارية:' })).toHaveAttribute('placeholder', 'أدخل بريدك الإلكتروني');
      expect(screen.getByRole('button', { name: 'اشتراك' })).toBeInTheDocument();
    } finally {
      setDictionary({});
    }
  });
});
