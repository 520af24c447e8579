// Chromium flags for Debian's Chromium under Playwright (toolchain §4–5): WebGL on SwiftShader,
// no background network traffic. Shared by the e2e config and the map benchmark.
export const CHROMIUM_EXECUTABLE = '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-dev-shm-usage',
]
