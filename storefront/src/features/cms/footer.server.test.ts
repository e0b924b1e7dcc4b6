import { describe, expect, it } from 'vitest';
import { setUpTestShop } from '../../../server/test/helpers';
import { FOOTER_GROUPS, footerLinks, type FooterContribution } from '../../lib/footer';

const t = setUpTestShop();

// Every capability's part of the footer, as the footer collects it.
const contributions = Object.values(import.meta.glob<FooterContribution>('../*/footer.tsx', { eager: true, import: 'default' }));

describe('the footer', () => {
  it("has Luma's Customer Service column, in order", () => {
    expect(footerLinks(contributions, 'Customer Service').map((link) => link.label())).toEqual([
      'About Us',
      'Customer Service',
      'Contact Us',
      'Orders and Returns',
      'Returns Policy',
      'Shipping Policy',
      'Privacy and Cookie Policy',
    ]);
  });

  it('links only to pages that answer 200', async () => {
    const links = FOOTER_GROUPS.flatMap((group) => footerLinks(contributions, group));
    expect(links.length).toBeGreaterThanOrEqual(8);
    for (const link of links) {
      const response = await fetch(new URL(link.href, t.url), { redirect: 'manual' });
      expect(response.status, `${link.label()} (${link.href})`).toBe(200);
    }
  });
});
