import { Message, type MessageProps } from '@shop/ui/messages';

/** The kit's message, as the test-mode notice's client render loads it (test-mode-notice.tsx). */
export default function TestModeMessage(props: MessageProps) {
  return <Message {...props} />;
}
