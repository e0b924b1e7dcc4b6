import { t } from '@shop/ui/i18n';
import { defineFooter } from '../../lib/footer';
import { cmsPagePath } from './model';

/** The Customer Service column: the shop's pages, Contact Us and Orders and Returns, in Luma's order. */
export default defineFooter({
  links: [
    { group: 'Customer Service', label: () => t('About Us'), href: cmsPagePath('about-us'), order: 10 },
    { group: 'Customer Service', label: () => t('Customer Service'), href: cmsPagePath('customer-service'), order: 20 },
    { group: 'Customer Service', label: () => t('Contact Us'), href: '/contact', order: 30 },
    { group: 'Customer Service', label: () => t('Orders and Returns'), href: '/sales/guest/form', order: 40 },
    { group: 'Customer Service', label: () => t('Returns Policy'), href: cmsPagePath('returns-policy'), order: 50 },
    { group: 'Customer Service', label: () => t('Shipping Policy'), href: cmsPagePath('shipping-policy'), order: 60 },
    { group: 'Customer Service', label: () => t('Privacy and Cookie Policy'), href: cmsPagePath('privacy-policy-cookie-restriction-mode'), order: 70 },
  ],
});
