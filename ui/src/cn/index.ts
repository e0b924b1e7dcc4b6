/** `cn(...)`: joins class names and lets the last Tailwind utility of a kind win (clsx + tailwind-merge). */
export { cn } from '../lib/cn';
