export {
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
  collapsibleStorageKey,
  type CollapsibleProps,
} from './collapsible';
