// A texture atlas drawn with Canvas 2D: fixed-size slots on 2048-pixel pages, one Pixi texture
// source per page (so sprites from one page batch together), mipmapped so the pictures stay clean
// when zoomed far out. Slots are filled on demand by key; a page is re-uploaded once per frame
// at most (flush), not once per new slot.
import { CanvasSource, Rectangle, Texture } from 'pixi.js'

const PAGE_PIXELS = 2048

interface Page {
  source: CanvasSource
  /** The whole page as one texture (meshes address their slots by UV). */
  whole: Texture
  used: number
  dirty: boolean
}

/** Where a picture is on its page, for meshes: the page texture and the picture's UV rectangle. */
export interface AtlasFrame {
  page: Texture
  u0: number
  v0: number
  u1: number
  v1: number
}

export class CanvasAtlas {
  private readonly pages: Page[] = []
  private readonly textures = new Map<string, Texture>()
  private readonly frames = new Map<string, AtlasFrame>()
  private readonly perRow: number
  private readonly perPage: number

  private readonly slotWidth: number
  private readonly slotHeight: number

  /**
   * @param width, height - picture size in world pixels
   * @param pad - empty world pixels around each picture, so mipmaps do not bleed between slots
   * @param resolution - canvas pixels per world pixel
   */
  constructor(
    readonly width: number,
    readonly height: number,
    readonly pad: number,
    readonly resolution: number,
    readonly label: string,
    /** 'nearest' samples one mip level (cheaper under software WebGL); 'linear' blends two. */
    readonly mipmapFilter: 'linear' | 'nearest' = 'linear',
  ) {
    this.slotWidth = width + 2 * pad
    this.slotHeight = height + 2 * pad
    this.perRow = Math.floor(PAGE_PIXELS / (this.slotWidth * resolution))
    this.perPage = this.perRow * Math.floor(PAGE_PIXELS / (this.slotHeight * resolution))
    if (this.perPage < 1)
      throw new RangeError(`${label}: a ${this.slotWidth}x${this.slotHeight} slot does not fit a page`)
  }

  get size(): number {
    return this.textures.size
  }

  /** The texture for `key`, drawing it with `draw` (in world pixels, origin at the picture's top-left) the first time. */
  get(key: string, draw: (g: CanvasRenderingContext2D) => void): Texture {
    const known = this.textures.get(key)
    if (known) return known
    let page = this.pages[this.pages.length - 1]
    if (!page || page.used >= this.perPage) {
      const logical = PAGE_PIXELS / this.resolution
      const source = new CanvasSource({
        width: logical,
        height: logical,
        resolution: this.resolution,
        autoGenerateMipmaps: true,
        mipmapFilter: this.mipmapFilter,
        label: `${this.label} ${this.pages.length}`,
      })
      page = { source, whole: new Texture({ source }), used: 0, dirty: false }
      this.pages.push(page)
    }
    const i = page.used++
    const x = (i % this.perRow) * this.slotWidth
    const y = Math.floor(i / this.perRow) * this.slotHeight
    const g = page.source.context2D
    g.save()
    g.setTransform(
      this.resolution,
      0,
      0,
      this.resolution,
      (x + this.pad) * this.resolution,
      (y + this.pad) * this.resolution,
    )
    g.beginPath()
    g.rect(-this.pad, -this.pad, this.slotWidth, this.slotHeight)
    g.clip()
    draw(g)
    g.restore()
    page.dirty = true
    const tex = new Texture({
      source: page.source,
      frame: new Rectangle(x + this.pad, y + this.pad, this.width, this.height),
      label: key,
    })
    this.textures.set(key, tex)
    const size = page.source.width
    this.frames.set(key, {
      page: page.whole,
      u0: (x + this.pad) / size,
      v0: (y + this.pad) / size,
      u1: (x + this.pad + this.width) / size,
      v1: (y + this.pad + this.height) / size,
    })
    return tex
  }

  /** The page and UV rectangle of a picture, drawing it the first time. */
  frame(key: string, draw: (g: CanvasRenderingContext2D) => void): AtlasFrame {
    this.get(key, draw)
    return this.frames.get(key)!
  }

  /** Uploads the pages drawn on since the last flush. Call before rendering. */
  flush(): void {
    for (const p of this.pages) {
      if (p.dirty) {
        p.dirty = false
        p.source.update()
      }
    }
  }

  destroy(): void {
    for (const t of this.textures.values()) t.destroy(false)
    for (const p of this.pages) {
      p.whole.destroy(false)
      p.source.destroy()
    }
    this.textures.clear()
    this.frames.clear()
    this.pages.length = 0
  }
}
