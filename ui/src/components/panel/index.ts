export { Panel, type PanelHeadingLevel, type PanelProps } from './panel';
