import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { cn } from '@shop/ui/cn';
import { logger } from '@shop/ui/logger';
import { whenNearViewport } from '../../../lib/near-viewport';

// The sanitizer (DOMPurify) loads with the block's HTML, not with the page: a block further down
// the page may never be asked for.
const SafeHtml = lazy(() => import('@shop/ui/html').then((module) => ({ default: module.SafeHtml })));

export interface LazyBlockProps {
  /** The block's name (what the block call asks for). */
  name: string;
  /** Loads the block's HTML (calls 3, 4 or 5); undefined when it failed (already logged). */
  load: (name: string) => Promise<string | undefined>;
  /** Space kept for the block while it loads, so nothing moves when it arrives. */
  reserve: string;
  /** Accessible name of the region. */
  label?: string;
  className?: string;
  /** Load the block only when it comes near the viewport (a block further down the page). @default false */
  deferred?: boolean;
}

/**
 * A placeholder replaced by its block's HTML once the page is up (SPEC.md §4 "Private
 * content placeholders are replaced after a lazy load"). The HTML is sanitized.
 */
export function LazyBlock({ name, load, reserve, label, className, deferred = false }: LazyBlockProps) {
  const [html, setHtml] = useState<string | null>(null);
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let active = true;
    const start = () =>
      load(name).then(
        (content) => {
          if (active) setHtml(content ?? '');
        },
        (error: unknown) => {
          logger.error(`Lazy block "${name}" failed`, error);
          if (active) setHtml('');
        },
      );
    const cancel = deferred && placeholder.current ? whenNearViewport(placeholder.current, () => void start()) : (void start(), undefined);
    return () => {
      active = false;
      cancel?.();
    };
  }, [name, load, deferred]);
  const props = {
    role: label ? 'region' : undefined,
    'aria-label': label,
    'aria-busy': html === null || undefined,
    'data-block': name,
    'data-state': html === null ? 'loading' : 'loaded',
    className: cn(reserve, className),
  };
  // SafeHtml marks itself with its own data-slot; the block's name and state tell the rest.
  if (!html) return <div ref={placeholder} data-slot="lazy-block" {...props} />;
  // Loading still while the sanitizer comes.
  return (
    <Suspense fallback={<div data-slot="lazy-block" {...props} aria-busy data-state="loading" />}>
      <SafeHtml {...props} html={html} profile="fragment" />
    </Suspense>
  );
}
