import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { FigureList, VisuallyHidden } from '@channel-countdown/ui';

// Each use lays the pairs out itself; this one is the three-column row the channel cards show.
const Row = styled(FigureList)`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: var(--space-3);
  max-width: 24rem;

  dd {
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

const meta = {
  title: 'UI/FigureList',
  tags: ['autodocs'],
  component: FigureList,
} satisfies Meta<typeof FigureList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeFigures: Story = {
  render: () => (
    <Row>
      <div>
        <dt>Subscribers</dt>
        <dd>128.4K</dd>
      </div>
      <div>
        <dt>Videos</dt>
        <dd>342</dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd>Active</dd>
      </div>
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each label is the term of its figure, the value its definition.
    await expect(canvas.getByText('Subscribers').tagName).toBe('DT');
    await expect(canvas.getByText('128.4K').tagName).toBe('DD');
    await expect(canvas.getByText('128.4K')).toBeVisible();
  },
};

export const WithHiddenCaption: Story = {
  name: 'With a caption only screen readers read (VisuallyHidden)',
  render: () => (
    <section aria-labelledby="figures-caption">
      <VisuallyHidden as="h3" id="figures-caption">
        This week
      </VisuallyHidden>
      <Row>
        <div>
          <dt>Cycles</dt>
          <dd>5</dd>
        </div>
      </Row>
    </section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Named by the hidden heading, which takes no room on screen.
    await expect(canvas.getByRole('region', { name: 'This week' })).toBeVisible();
    const heading = canvas.getByRole('heading', { name: 'This week' });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
