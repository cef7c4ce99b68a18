// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../testing/renderWithMantine';
import { RowActions } from './RowActions';

function rows(withDuplicate: boolean) {
  const done: string[] = [];
  renderWithMantine(
    <>
      {['Parking', 'Agency'].map((name) => (
        <RowActions
          key={name}
          name={name}
          onEdit={() => done.push(`edit ${name}`)}
          onDuplicate={withDuplicate ? () => done.push(`duplicate ${name}`) : undefined}
          onDelete={() => done.push(`delete ${name}`)}
        />
      ))}
    </>,
  );
  return done;
}

describe("a row's actions", () => {
  it("name each button for its row and act on that row's thing", async () => {
    const done = rows(true);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Agency' }));
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate Parking' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Agency' }));
    expect(done).toEqual(['edit Agency', 'duplicate Parking', 'delete Agency']);
  });

  it('offer no Duplicate where a row cannot be duplicated', () => {
    rows(false);
    expect(screen.getByRole('button', { name: 'Edit Parking' })).toHaveTextContent('Edit');
    expect(screen.getByRole('button', { name: 'Delete Parking' })).toHaveTextContent('Delete');
    expect(screen.queryByRole('button', { name: /^Duplicate/ })).toBeNull();
  });
});
