import { t } from '@shop/ui/i18n';
import { defineFooter } from '../../lib/footer';
import { BLOG_PATH } from './model';

export default defineFooter({ links: [{ group: 'Shop', label: () => t('Blog'), href: BLOG_PATH, order: 100 }] });
