// How the app writes what a person reads: money (HK$) and Hong Kong dates and times.
export * from './money'
export * from './hk-time'
