import { renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { ErrorScreen } from '@/app/error-screen';
import { useAuth } from '@/session/use-auth';
import { sessionUser } from '../msw/fixtures';
import { renderWithProviders } from '../render';

describe('routes and guards', () => {
  it.each([
    ['/client-dashboard'],
    ['/lawyer-dashboard'],
    ['/lawyer-profile'],
    ['/admin-dashboard'],
  ])('sends a visitor without a session from %s to /login', async (route) => {
    const { router } = renderWithProviders({ route });
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    ['client', '/lawyer-dashboard'],
    ['client', '/admin-dashboard'],
    ['lawyer', '/client-dashboard'],
    ['lawyer', '/admin-dashboard'],
    ['admin', '/lawyer-profile'],
    ['admin', '/client-dashboard'],
  ] as const)('sends a %s away from %s to the landing page', async (role, route) => {
    const { router } = renderWithProviders({ route, user: sessionUser(role) });
    expect(await screen.findByRole('heading', { name: 'Connect with Verified Legal Experts' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['client', '/client-dashboard', 'Client Dashboard'],
    ['lawyer', '/lawyer-dashboard', 'Lawyer Dashboard'],
    ['lawyer', '/lawyer-profile', 'Lawyer Profile'],
    ['admin', '/admin-dashboard', 'Admin Dashboard'],
  ] as const)('lets a %s open %s', async (role, route, heading) => {
    renderWithProviders({ route, user: sessionUser(role) });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    ['client', '/login', '/client-dashboard'],
    ['lawyer', '/register', '/lawyer-dashboard'],
    ['admin', '/role-select', '/admin-dashboard'],
  ] as const)('sends a signed-in %s from %s to their dashboard (decision 5)', async (role, route, target) => {
    const { router } = renderWithProviders({ route, user: sessionUser(role) });
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it('keeps the landing page open to a signed-in visitor', async () => {
    const { router } = renderWithProviders({ route: '/', user: sessionUser('client') });
    expect(await screen.findByRole('heading', { name: 'Connect with Verified Legal Experts' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the 404 page with a link home for an unknown path', async () => {
    const { userEvent, router } = renderWithProviders({ route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the error screen with the message when a page throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('Kaboom in the page');
    }
    const routes: RouteObject[] = [{ path: '/', element: <Broken />, errorElement: <ErrorScreen /> }];
    renderWithProviders({ routes });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Kaboom in the page')).toBeInTheDocument();
  });

  it('throws the spec message when useAuth is used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });
});
