export * from './coords'
export * from './mapIndex'
export * from './honeycombSettings'
export * from './labelledMap'
