import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

// A query client given by the caller of AppProviders (each page test brings a fresh one); the
// dashboards, which alone use queries, take it, or else the app's own (src/app/dashboard-layout.tsx).
export const GivenQueryClient = createContext<QueryClient | undefined>(undefined);
export const useGivenQueryClient = () => useContext(GivenQueryClient);
