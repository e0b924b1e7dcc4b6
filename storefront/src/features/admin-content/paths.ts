/** The back office's Content › Pages addresses. */
export const CMS_ADMIN_PATHS = {
  grid: '/admin/cms/page',
  create: '/admin/cms/page/new',
  edit: (id: number) => `/admin/cms/page/edit/${id}`,
} as const;
