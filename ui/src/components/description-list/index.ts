export { DescriptionList, type DescriptionListItem, type DescriptionListProps } from './description-list';
