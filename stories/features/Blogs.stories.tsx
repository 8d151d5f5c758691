import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlogsScreen } from '@channel-countdown/features/blogs';
import { handlers, visitorAuthHandlers } from '@channel-countdown/features/mocks';

const meta = {
  title: 'Features/Blogs/Content Hub',
  component: BlogsScreen,
  parameters: { route: '/blogs', msw: { handlers } },
} satisfies Meta<typeof BlogsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllArticles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Content Hub' })).toBeVisible();
    const titles = canvas.getAllByRole('link').map((link) => link.getAttribute('href'));
    await expect(titles).toEqual(['/blogs/1', '/blogs/2', '/blogs/3', '/blogs/4']);
    // No button that does nothing (SPEC §2's Filter and Write Article had no behaviour).
    await expect(canvas.queryByRole('button', { name: 'Filter' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Write Article' })).toBeNull();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
  },
};

export const SearchByTitleOrExcerpt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = await canvas.findByRole('searchbox', { name: 'Search articles' });
    // Title match, any case.
    await userEvent.type(search, 'ANALYTICS');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
    await expect(canvas.getByRole('link', { name: /Reading Your Channel Analytics/ })).toHaveAttribute(
      'href',
      '/blogs/4',
    );
    // Excerpt match: 'sponsorships' only appears in the excerpt of the monetization article.
    await userEvent.clear(search);
    await userEvent.type(search, 'sponsorships');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
    await expect(canvas.getByRole('link', { name: /Beyond Ad Revenue/ })).toBeVisible();
    // The category and the tags are searched too: 'SEO' finds the SEO article.
    await userEvent.clear(search);
    await userEvent.type(search, 'SEO');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
    await expect(canvas.getByRole('link', { name: /Titles, Descriptions and Tags/ })).toBeVisible();
  },
};

export const NoArticlesFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search articles' }), 'podcast gear');
    await expect(await canvas.findByRole('heading', { name: 'No articles found' })).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

export const ChipFilters: Story = {
  name: 'A category chip keeps its articles',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chips = await canvas.findByRole('radiogroup', { name: 'Categories' });
    const all = within(chips).getByRole('radio', { name: 'All' });
    const seo = within(chips).getByRole('radio', { name: 'SEO' });
    await expect(all).toBeChecked();
    await userEvent.click(seo);
    await expect(seo).toBeChecked();
    await expect(all).not.toBeChecked();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
    await expect(canvas.getByRole('link', { name: /Titles, Descriptions and Tags/ })).toBeVisible();
    // A category without articles says so.
    await userEvent.click(within(chips).getByRole('radio', { name: 'Marketplace' }));
    await expect(await canvas.findByRole('heading', { name: 'No articles found' })).toBeVisible();
    await userEvent.click(all);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4));
    await userEvent.click(seo);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
  },
};

export const SignedOut: Story = {
  parameters: { msw: { handlers: { ...handlers, auth: visitorAuthHandlers } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Please sign in to access blogs.')).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};
