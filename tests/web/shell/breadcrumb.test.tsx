import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Breadcrumb } from '../../../web/src/components/ui/Breadcrumb';

describe('Breadcrumb', () => {
  it('links each step and marks the current page without a link', () => {
    render(
      <MemoryRouter>
        <Breadcrumb items={[{ label: 'Events', to: '/events' }, { label: 'Tokyo', to: '/events/city/tokyo' }, { label: 'Tokyo December Fika' }]} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/events', '/events/city/tokyo']);
    const current = within(nav).getByText('Tokyo December Fika');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.querySelector('a')).toBeNull();
  });
});
