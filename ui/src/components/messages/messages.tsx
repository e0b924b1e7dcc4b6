import { cva } from 'class-variance-authority';
import { useEffect, useEffectEvent, useState } from 'react';
import type * as React from 'react';
import { useTimeout } from '../../hooks/use-timeout';
import { SafeHtml } from '../../html';
import { t } from '../../i18n';
import { cn } from '../../lib/cn';
import { StatusIcon, type StatusKind } from '../../lib/status-icon';

/** A message disappears this long after it shows (SPEC.md §4, §9 "Message auto-hide"). */
export const MESSAGE_AUTO_HIDE_MS = 5000;
/** …fading out over this long (SPEC.md §9 "hide speed"). */
export const MESSAGE_HIDE_MS = 500;

export type MessageType = StatusKind;

export interface MessageData {
  /** Identifies the message among its siblings. @default `${type}:${text}` */
  id?: string | number;
  type: MessageType;
  /** The text; may hold the tags div, span, b, strong, i, em, u and a, and `%1`…`%n` placeholders. */
  text: string;
  /** Values for `%1`…`%n`, in order. @default [] */
  params?: ReadonlyArray<string | number>;
}

export const messageVariants = cva(
  'flex items-start gap-3 rounded-md border-l-4 px-4 py-3 text-base transition-opacity ease-in data-[state=hiding]:opacity-0 [&_a]:font-semibold [&_a]:underline [&_a]:underline-offset-2',
  {
    variants: {
      type: {
        success: 'border-success-600 bg-success-50 text-success-700',
        notice: 'border-notice-600 bg-notice-50 text-notice-700',
        warning: 'border-warning-600 bg-warning-50 text-warning-700',
        error: 'border-danger-600 bg-danger-50 text-danger-700',
      },
    },
    defaultVariants: { type: 'notice' },
  },
);

export interface MessageTiming {
  /** Hide the message on its own after `autoHideDelay`. @default true */
  autoHide?: boolean;
  /** How long the message stays before it starts to hide, in ms. @default 5000 */
  autoHideDelay?: number;
  /** How long the hide (fade) takes, in ms. @default 500 */
  hideDuration?: number;
}

export type MessageProps = Omit<React.ComponentProps<'div'>, 'children' | 'role'> &
  MessageTiming & {
    /**
     * The kind of message, which sets its colour, icon and role: `success` and `notice` are
     * polite `status` regions, `warning` and `error` are `alert`s, read out at once.
     */
    type: MessageType;
    /** See `MessageData.text`. */
    text: string;
    /** See `MessageData.params`. @default [] */
    params?: ReadonlyArray<string | number>;
    /** Called once the message has hidden itself. */
    onHide?: () => void;
  };

/**
 * One message. Errors and warnings are `role="alert"`, success and notice `role="status"`.
 * It waits while the pointer or focus is on it, so it can be read and its links used.
 */
export function Message({
  type,
  text,
  params = [],
  autoHide = true,
  autoHideDelay = MESSAGE_AUTO_HIDE_MS,
  hideDuration = MESSAGE_HIDE_MS,
  onHide,
  className,
  style,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...props
}: MessageProps) {
  const [phase, setPhase] = useState<'visible' | 'hiding' | 'hidden'>('visible');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const timer = useTimeout();
  const paused = hovered || focused;
  const hidden = useEffectEvent(() => onHide?.());

  useEffect(() => {
    if (!autoHide || paused || phase === 'hidden') return;
    if (phase === 'visible') timer.start(() => setPhase('hiding'), autoHideDelay);
    else
      timer.start(() => {
        setPhase('hidden');
        hidden();
      }, hideDuration);
    return timer.clear;
  }, [autoHide, paused, phase, autoHideDelay, hideDuration, timer]);

  if (phase === 'hidden') return null;
  return (
    <div
      data-slot="messages-item"
      data-type={type}
      data-state={phase}
      role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
      className={cn(messageVariants({ type }), className)}
      style={{ transitionDuration: `${hideDuration}ms`, ...style }}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        setHovered(true);
        // Reading a fading message brings it back.
        if (phase === 'hiding') setPhase('visible');
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event);
        setHovered(false);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        setFocused(true);
        if (phase === 'hiding') setPhase('visible');
      }}
      onBlur={(event) => {
        onBlur?.(event);
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      {...props}
    >
      <StatusIcon kind={type} data-slot="messages-icon" />
      {/* Translated and filled, then cut down to the allowed tags by the message profile (SPEC.md §2). */}
      <SafeHtml data-slot="messages-text" profile="message" html={t(text, ...params)} className="min-w-0 flex-1" />
    </div>
  );
}

export type MessagesProps = Omit<React.ComponentProps<'div'>, 'children'> &
  MessageTiming & {
    /** The messages to show, in order. Keep the array stable (state, not a literal): a new array shows every message afresh. */
    messages: readonly MessageData[];
    /** Called for each message that hides itself (auto-hide). */
    onDismiss?: (message: MessageData) => void;
    /**
     * The checkout messages area: a click anywhere in it clears every message
     * (SPEC.md §2), and a Close button does the same from the keyboard.
     * @default false
     */
    clearOnClick?: boolean;
    /** Called when a click clears the area. */
    onClear?: () => void;
  };

const messageKey = (message: MessageData) => String(message.id ?? `${message.type}:${message.text}`);

/**
 * A message area: a stack of success, notice, warning and error messages.
 *
 * **When to use**: feedback after an action or a page load (added to cart, saved, an error from the
 * server), at the top of the page or of an area such as checkout. For an error that must be
 * acknowledged use `Alert`.
 *
 * **Accessibility**: success and notice messages are polite `role="status"` regions, warnings and
 * errors `role="alert"` regions read out at once; the type is also shown by an icon and colour, never
 * by colour alone. A message waits while the pointer or focus is on it, so its links can be used
 * (WCAG 2.2.1). Keyboard: `Tab` reaches the links inside a message.
 */
export function Messages({
  messages,
  onDismiss,
  clearOnClick = false,
  onClear,
  autoHide,
  autoHideDelay,
  hideDuration,
  className,
  onClick,
  ...props
}: MessagesProps) {
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  // A new list (say, the next server answer) shows all of its messages, repeats included.
  const [shownList, setShownList] = useState(messages);
  if (shownList !== messages) {
    setShownList(messages);
    setDismissed(new Set());
  }
  const shown = messages.filter((message) => !dismissed.has(messageKey(message)));
  const clear = () => {
    setDismissed(new Set(messages.map(messageKey)));
    onClear?.();
  };
  return (
    <div
      data-slot="messages"
      data-clear-on-click={clearOnClick || undefined}
      className={cn('flex flex-col gap-3', clearOnClick && shown.length > 0 && 'cursor-pointer', className)}
      onClick={(event) => {
        onClick?.(event);
        if (clearOnClick && shown.length > 0) clear();
      }}
      {...props}
    >
      {shown.map((message) => (
        <Message
          key={messageKey(message)}
          type={message.type}
          text={message.text}
          params={message.params}
          autoHide={autoHide}
          autoHideDelay={autoHideDelay}
          hideDuration={hideDuration}
          onHide={() => {
            setDismissed((current) => new Set(current).add(messageKey(message)));
            onDismiss?.(message);
          }}
        />
      ))}
      {clearOnClick && shown.length > 0 && (
        <button
          type="button"
          data-slot="messages-clear"
          className="self-end rounded-md px-2 py-1 text-sm font-semibold text-neutral-700 underline underline-offset-2 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          {t('Close')}
        </button>
      )}
    </div>
  );
}
