// Folder boundaries (CONVENTIONS 11-12), checked on the source text.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, posix, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    if (e.isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : []
  })
}

const files = sourceFiles(SRC).map((path) => ({
  rel: relative(SRC, path).split(sep).join('/'),
  text: readFileSync(path, 'utf8'),
}))

/** Static import/export specifiers (not dynamic import()). */
function staticImports(text: string): string[] {
  return [...text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!)
}

/** Every import specifier: static, re-exports and dynamic import(). */
function allImports(text: string): string[] {
  return [...staticImports(text), ...[...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!)]
}

/** The src-relative path an import specifier names ('@/x' or './x'); a package's name as it is. */
function target(from: string, spec: string): string {
  if (spec.startsWith('@/')) return spec.slice(2)
  if (spec.startsWith('.')) return posix.join(posix.dirname(from), spec)
  return spec
}

describe('architecture', () => {
  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(20)
  })

  it('imports supabase-js only in src/lib and feature api/ files', () => {
    const offenders = files
      .filter((f) => /['"]@supabase\/supabase-js['"]/.test(f.text))
      .map((f) => f.rel)
      .filter((rel) => !rel.startsWith('lib/') && !/^features\/.+\/api\//.test(rel))
    expect(offenders).toEqual([])
  })

  it('a feature does not import another feature', () => {
    const offenders: string[] = []
    for (const f of files) {
      const own = /^features\/([^/]+)\//.exec(f.rel)?.[1]
      if (!own) continue
      for (const spec of staticImports(f.text)) {
        const other = /^@\/features\/([^/]+)/.exec(spec)?.[1]
        if (other && other !== own) offenders.push(`${f.rel} -> ${spec}`)
      }
    }
    expect(offenders).toEqual([])
  })

  it('lib/ and components/ do not import a feature (static or dynamic import())', () => {
    const offenders = files
      .filter((f) => f.rel.startsWith('lib/') || f.rel.startsWith('components/'))
      .flatMap((f) => allImports(f.text).filter((s) => /^features\//.test(target(f.rel, s))).map((s) => `${f.rel} -> ${s}`))
    expect(offenders).toEqual([])
  })

  it('admin screens are only reached through dynamic import() (lazy chunks)', () => {
    const offenders = files
      .filter((f) => !f.rel.startsWith('features/admin/'))
      .flatMap((f) => staticImports(f.text).filter((s) => s.startsWith('@/features/admin')).map((s) => `${f.rel} -> ${s}`))
    expect(offenders).toEqual([])
  })
})
