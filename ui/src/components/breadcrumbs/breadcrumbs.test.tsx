import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './breadcrumbs';

const items = [
  { label: 'Home', url: '/' },
  { label: 'Women', url: '/women' },
  { label: 'Tops', url: '/women/tops' },
];

describe('Breadcrumbs', () => {
  it('is a navigation landmark named Breadcrumb with an ordered list, the page last and current', () => {
    render(<Breadcrumbs items={items} current="Jackets" />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    const entries = within(list).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(['Home›', 'Women›', 'Tops›', 'Jackets']);
    expect(entries.at(-1)).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Women', '/women'],
      ['Tops', '/women/tops'],
    ]);
    expect(within(nav).queryByRole('link', { name: 'Jackets' })).not.toBeInTheDocument();
  });

  it('hides the separators from assistive technology', () => {
    render(<Breadcrumbs items={items} current="Jackets" />);
    const separators = screen.getAllByText('›');
    expect(separators).toHaveLength(3);
    for (const separator of separators) expect(separator).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: 'Women' })).toHaveAccessibleName('Women');
  });

  it('shows the page once when the trail already ends with it', () => {
    render(<Breadcrumbs items={[...items, { label: 'Jackets', url: '/women/tops/jackets' }]} current="Jackets" />);
    expect(screen.getAllByText('Jackets')).toHaveLength(1);
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('draws the links with renderLink, passing the props to spread and the step', async () => {
    const followed: string[] = [];
    render(
      <Breadcrumbs
        items={items}
        current="Jackets"
        renderLink={({ href, ...props }, crumb) => (
          <a
            href={href}
            {...props}
            onClick={(event) => {
              event.preventDefault();
              followed.push(crumb.url);
            }}
          />
        )}
      />,
    );
    const women = screen.getByRole('link', { name: 'Women' });
    expect(women).toHaveAttribute('data-slot', 'breadcrumbs-link');
    await userEvent.tab();
    await userEvent.tab();
    expect(women).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(followed).toEqual(['/women']);
  });

  it('takes another landmark name and separator', () => {
    render(<Breadcrumbs items={items} current="Jackets" aria-label="Fil d’Ariane" separator="/" />);
    expect(screen.getByRole('navigation', { name: 'Fil d’Ariane' })).toBeInTheDocument();
    expect(screen.getAllByText('/')).toHaveLength(3);
  });
});
