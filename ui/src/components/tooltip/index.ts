export {
  TOOLTIP_DELAY,
  TOOLTIP_OFFSET,
  TOOLTIP_STEP,
  Tooltip,
  TooltipContent,
  TooltipTrigger,
  type TooltipContentProps,
  type TooltipProps,
} from './tooltip';
