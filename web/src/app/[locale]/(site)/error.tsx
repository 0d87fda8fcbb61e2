'use client';

// The 502 page for unhandled errors below this segment (web/src/widgets/error-boundary.client.tsx).
export { default } from '@/widgets/error-boundary.client';
