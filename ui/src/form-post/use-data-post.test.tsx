import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DataPostRequest } from './data-post';
import { useDataPost } from './use-data-post';
import { REMOVE_QUESTION, TEST_FORM_KEY, fieldsOf, recordPostedForms } from '../../test-support/form-post';

const posted = recordPostedForms();


const removeItem: DataPostRequest = {
  action: '/checkout/cart/delete/',
  data: { id: 7, uenc: 'aHR0cHM6Ly9zaG9wLnRlc3Qv' },
  confirmation: { content: REMOVE_QUESTION },
};
const addToCompare: DataPostRequest = { action: '/catalog/product_compare/add/', data: { product: 42 } };

/** A cart line's Remove control and a tile's Add to Compare, as the shop would build them. */
function Actions({ answers }: { answers: boolean[] }) {
  const { dataPost, confirmDialog } = useDataPost({ getFormKey: () => TEST_FORM_KEY, confirmLabel: 'Remove', confirmVariant: 'danger' });
  const run = (request: DataPostRequest) => () => {
    void dataPost(request).then((answer) => answers.push(answer));
  };
  return (
    <>
      <button type="button" onClick={run(removeItem)}>
        Remove Yoga mat
      </button>
      <button type="button" onClick={run(addToCompare)}>
        Add to Compare
      </button>
      {confirmDialog}
    </>
  );
}

describe('useDataPost', () => {
  it("asks the request's question in an alert dialog and posts once it is confirmed", async () => {
    const answers: boolean[] = [];
    render(<Actions answers={answers} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Yoga mat' }));

    // The dialog's code loads when the first question is asked.
    const dialog = await screen.findByRole('alertdialog', { name: REMOVE_QUESTION });
    expect(dialog).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(posted).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(answers).toEqual([true]));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(posted).toHaveLength(1);
    expect(posted[0]!.action).toMatch(/\/checkout\/cart\/delete\/$/);
    expect(fieldsOf(posted[0]!)).toEqual([
      ['id', '7'],
      ['uenc', 'aHR0cHM6Ly9zaG9wLnRlc3Qv'],
      ['form_key', TEST_FORM_KEY],
    ]);
  });

  it('posts nothing when the shopper cancels, with the button or Escape, and gives focus back', async () => {
    const answers: boolean[] = [];
    render(<Actions answers={answers} />);
    const remove = screen.getByRole('button', { name: 'Remove Yoga mat' });

    await userEvent.click(remove);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(answers).toEqual([false]));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('alertdialog', { name: REMOVE_QUESTION })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(answers).toEqual([false, false]));
    expect(remove).toHaveFocus();
    expect(posted).toEqual([]);
  });

  it('posts a request without a question at once, with no dialog', async () => {
    const answers: boolean[] = [];
    render(<Actions answers={answers} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Compare' }));
    await waitFor(() => expect(answers).toEqual([true]));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fieldsOf(posted[0]!)).toEqual([
      ['product', '42'],
      ['form_key', TEST_FORM_KEY],
    ]);
  });

  it('posts nothing when the component leaves with the question open', async () => {
    const answers: boolean[] = [];
    const { unmount } = render(<Actions answers={answers} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Yoga mat' }));
    unmount();
    await waitFor(() => expect(answers).toEqual([false]));
    expect(posted).toEqual([]);
  });
});
