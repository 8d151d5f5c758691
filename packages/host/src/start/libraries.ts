import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import styled from 'styled-components';

/**
 * The app's start, first part (main.tsx): the libraries every screen is built on. Importing this module runs
 * theirs; styled-components takes over the server's styles as it runs.
 */
export const libraries = [createRoot, hydrateRoot, BrowserRouter, QueryClientProvider, I18nProvider, styled];
