/** The back office's addresses (below the shop's base path). */
export const adminPaths = {
  home: '/admin',
  signIn: '/admin/login',
  code: '/admin/login/code',
} as const;
