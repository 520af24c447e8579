// `npm run airops -- <command>`: the headless runner's entry point (see runner.ts and --help).
import { builtInScenarios } from '../scenarios/files'
import { nodeIo } from './io'
import { main } from './runner'

process.exitCode = main(process.argv.slice(2), nodeIo(builtInScenarios))
