import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Notice } from '../../../web/src/components/ui/Notice';

describe('Notice', () => {
  it('shows errors as alerts and other tones as polite status messages', () => {
    render(
      <>
        <Notice tone="error" text="Invalid verification code" />
        <Notice tone="success" text="Code sent" />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid verification code');
    expect(screen.getByRole('alert')).toHaveClass('notice', 'notice--error');
    expect(screen.getByRole('status')).toHaveTextContent('Code sent');
    expect(screen.getByRole('status')).toHaveClass('notice--success');
  });

  it('renders nothing while there is no text', () => {
    const { container } = render(<Notice tone="error" text={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
