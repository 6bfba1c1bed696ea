import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from '#ui/components/modal/Modal';
import { renderWithI18n } from '#test/support/i18n-test';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Details">
        <p>Some text</p>
        <button type="button">First action</button>
        <a href="/en/cart">Last action</a>
      </Modal>
    </>
  );
}

const open = () => {
  renderWithI18n(<Harness />);
  const opener = screen.getByRole('button', { name: 'Open details' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Details' }) };
};

describe('Modal', () => {
  it('is closed until opened, then labelled by its title with focus inside', () => {
    renderWithI18n(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog', { name: 'Details' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('keeps Tab inside: forward from the last element to the first, backward from the first to the last', () => {
    const { dialog } = open();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const last = within(dialog).getByRole('link', { name: 'Last action' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('leaves Tab alone between inner elements', () => {
    const { dialog } = open();
    const first = within(dialog).getByRole('button', { name: 'First action' });
    first.focus();
    const event = fireEvent.keyDown(first, { key: 'Tab' });
    expect(event).toBe(true);
    expect(document.activeElement).toBe(first);
  });

  it('closes on Escape and returns focus to the opener', () => {
    const { opener, dialog } = open();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it("closes on the browser's own cancel (native Escape) and from the close button", () => {
    const { opener, dialog } = open();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(dialog.hasAttribute('open')).toBe(false);
    fireEvent.click(opener);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a click on the backdrop but not inside', () => {
    const { dialog } = open();
    fireEvent.click(within(dialog).getByText('Some text'));
    expect(dialog.hasAttribute('open')).toBe(true);
    fireEvent.click(dialog);
    expect(dialog.hasAttribute('open')).toBe(false);
  });
});
