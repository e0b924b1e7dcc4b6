import { PageHeader } from '@shop/ui/page-header';
import { Panel } from '@shop/ui/panel';
import { orderPaths } from '../paths';

/** Draws a link (the router's): the pages hand it in, so the components stay router-free. */
export type RenderLink = (props: { href: string; className?: string; children: React.ReactNode }) => React.ReactNode;

/** What an order action answered: where to go next and the message to show there. */
export type OrderActionDone = (answer: { location: string; message: string }) => void;

/** The router state an action leaves for the page it goes to: its success message (shown once, gone on reload). */
export interface OrderNoticeState {
  notice: string;
}

/** The success message in a location's state, or null. */
export const noticeOf = (state: unknown): string | null => {
  const notice = (state as Partial<OrderNoticeState> | null)?.notice;
  return typeof notice === 'string' ? notice : null;
};

/** An order page's 404 inside the staff frame (an unknown or deleted order). */
export function OrderNotFound({ renderLink, message }: { renderLink: RenderLink; message: string }) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Page not found" />
      <Panel title="404">
        <p>{message}</p>
        <p className="mt-3">{renderLink({ href: orderPaths.grid, className: 'font-semibold text-brand-700 underline underline-offset-4', children: 'Go to Sales › Orders' })}</p>
      </Panel>
    </div>
  );
}
