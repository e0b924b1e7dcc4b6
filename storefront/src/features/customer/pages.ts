import { route } from '@react-router/dev/routes';
import { definePages } from '../../lib/pages';

export default definePages({
  pages: [
    route('customer/account/login', 'routes/login.tsx'),
    route('customer/account/create', 'routes/register.tsx'),
    route('customer/account/forgotpassword', 'routes/forgot-password.tsx'),
    route('customer/account/createPassword', 'routes/reset-password.tsx'),
  ],
});
