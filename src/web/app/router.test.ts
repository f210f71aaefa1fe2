import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { CLIENT_ROUTES } from '#shared/client-routes.ts';
import { QueryClient } from '@tanstack/react-query';
import { createRoutes } from './routes';

const routes = createRoutes({ queryClient: new QueryClient(), pendingAddress: () => undefined });

/** Every full path the router has a page for: leaves and index pages, not the catch-all error pages. */
function pagePaths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    if (route.index) return [parent || '/'];
    if (route.path === '*') return [];
    const path = route.path!.startsWith('/') ? route.path! : `${parent.replace(/\/$/, '')}/${route.path}`;
    return route.children ? pagePaths(route.children, path) : [path];
  });
}

describe('the page addresses the server knows', () => {
  it('are exactly the router’s pages, so no page answers 404 and no unknown address 200', () => {
    expect([...new Set(pagePaths(routes))].sort()).toEqual([...CLIENT_ROUTES].sort());
  });
});
