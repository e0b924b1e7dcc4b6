import { route } from '@react-router/dev/routes';
import { definePages } from '../../lib/pages';

/** My Account › Reward Points. */
export default definePages({ account: [route('reward/customer/info', 'routes/account-rewards.tsx')] });
