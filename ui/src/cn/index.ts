/** `cn(...)`: joins class names (clsx) and lets the last Tailwind utility of a property group win (the kit's own merge, docs/decisions/0011). */
export { cn } from '../lib/cn';
