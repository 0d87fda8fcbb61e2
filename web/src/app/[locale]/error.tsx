'use client';

// The 502 page for unhandled errors below this segment (web/src/shell/islands/error-boundary.client.tsx).
export { default } from '@/shell/islands/error-boundary.client';
