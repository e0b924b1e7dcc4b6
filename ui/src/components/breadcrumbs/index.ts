export { Breadcrumbs, type BreadcrumbData, type BreadcrumbLinkProps, type BreadcrumbsProps } from './breadcrumbs';
