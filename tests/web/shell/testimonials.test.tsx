import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestimonialCarousel } from '../../../web/src/features/home/TestimonialCarousel';
import { testimonials } from '../../../content/site/testimonials';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const quote = (i: number) => testimonials[i].quote;

describe('testimonial carousel', () => {
  it('advances every 5 seconds', () => {
    render(<TestimonialCarousel testimonials={testimonials} intervalMs={5000} />);
    expect(screen.getByText(quote(0))).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText(quote(0))).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(quote(1))).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText(quote(2))).toBeInTheDocument();
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    render(<TestimonialCarousel testimonials={testimonials} intervalMs={5000} />);
    const carousel = screen.getByRole('group', { name: 'What members say' });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByText(quote(0))).toBeInTheDocument();
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText(quote(1))).toBeInTheDocument();
  });

  it('pauses while focus is inside, and has keyboard-reachable previous/next buttons', () => {
    render(<TestimonialCarousel testimonials={testimonials} intervalMs={5000} />);
    const next = screen.getByRole('button', { name: 'Next testimonial' });
    const prev = screen.getByRole('button', { name: 'Previous testimonial' });
    expect(next.tagName).toBe('BUTTON');
    act(() => next.focus());
    act(() => vi.advanceTimersByTime(15_000));
    expect(screen.getByText(quote(0))).toBeInTheDocument();
    fireEvent.click(next);
    expect(screen.getByText(quote(1))).toBeInTheDocument();
    fireEvent.click(prev);
    fireEvent.click(prev);
    expect(screen.getByText(quote(testimonials.length - 1))).toBeInTheDocument();
  });

  it('stops with the Pause button and announces changes politely', () => {
    render(<TestimonialCarousel testimonials={testimonials} intervalMs={5000} />);
    const pause = screen.getByRole('button', { name: /Pause/ });
    fireEvent.click(pause);
    act(() => pause.blur());
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByText(quote(0))).toBeInTheDocument();
    expect(screen.getByText(quote(0)).closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });
});
