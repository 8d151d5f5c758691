import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route, Routes } from 'react-router';
import { BlogArticleScreen } from '@channel-countdown/features/blogs';
import { handlers, visitorAuthHandlers } from '@channel-countdown/features/mocks';

/** The screen reads its id from the route, as in the host's route table. */
const meta = {
  title: 'Features/Blogs/Article',
  component: BlogArticleScreen,
  render: () => (
    <Routes>
      <Route path="/blogs/:id" element={<BlogArticleScreen />} />
    </Routes>
  ),
  parameters: { route: '/blogs/1', msw: { handlers } },
} satisfies Meta<typeof BlogArticleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FeaturedArticle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'The Weekly Upload Rhythm: Growing a Channel One Cycle at a Time',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('Growth')).toBeVisible();
    await expect(canvas.getByText('Featured')).toBeVisible();
    await expect(canvas.getByText('Maya Lindqvist')).toBeVisible();
    await expect(canvas.getByText('Oct 6, 2026')).toBeVisible();
    await expect(canvas.getByText('6 min read')).toBeVisible();
    await expect(canvas.getByText('4,210 views')).toBeVisible();
    await expect(canvas.getByText('318 likes')).toBeVisible();
    await expect(canvas.getByText('42 comments')).toBeVisible();
    // The HTML body is rendered (headings of the article).
    await expect(canvas.getByRole('heading', { level: 2, name: 'Plan the week backwards' })).toBeVisible();
    // No link, no call to action.
    await expect(canvas.queryByRole('link', { name: /Visit Website/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blogs');
  },
};

export const WithWebsiteLink: Story = {
  parameters: { route: '/blogs/3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const visit = await canvas.findByRole('link', { name: /Visit Website/ });
    await expect(visit).toHaveAttribute('target', '_blank');
    await expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(visit).toHaveAttribute('href', 'https://support.google.com/youtube/answer/72857');
    await expect(visit).toHaveAttribute('href', 'https://support.google.com/youtube/answer/72857');
    await expect(canvas.getByText('Monetization')).toBeVisible();
  },
};

export const NotFeatured: Story = {
  parameters: { route: '/blogs/2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Search Basics/ })).toBeVisible();
    await expect(canvas.queryByText('Featured')).toBeNull();
  },
};

export const ArticleNotFound: Story = {
  parameters: { route: '/blogs/99' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
    await expect(canvas.getByText("The article you're looking for doesn't exist.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blogs');
  },
};

export const SignedOut: Story = {
  parameters: { msw: { handlers: { ...handlers, auth: visitorAuthHandlers } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Please sign in to read articles.')).toBeVisible();
  },
};
