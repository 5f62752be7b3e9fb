// Golden vectors for io.lamancha.server.rating.PlackettLuce, made by the reference implementation:
// the npm package openskill (pinned in package.json and package-lock.json), its rate() with its
// plackettLuce model, one player per team.
//
// Rerun (only when the cases below change; the Maven build never runs node, it reads the JSON):
//
//   cd server/src/test/ratings && npm ci && node generate.mjs
//
// It writes ../resources/io/lamancha/server/rating/golden.json. The random cases come from a seeded
// generator, so a rerun with the same openskill version writes the same file byte for byte.
//
// Each vector names the options it was rated with. Three option sets are covered:
//   lamancha  - what the server uses: openskill's defaults with limitSigma true (sigma never grows
//               from a game);
//   stock     - openskill's defaults as shipped (tau 25/300 added before the game, no limit);
//   no-tau    - tau 0 (the bare Weng-Lin update, as in the paper).
// Every option is passed explicitly, so a change of openskill's defaults cannot change a vector
// silently.

import { writeFileSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { rate } from 'openskill'
import { plackettLuce } from 'openskill/models'

const OUT = fileURLToPath(new URL('../resources/io/lamancha/server/rating/golden.json', import.meta.url))
const OPENSKILL_VERSION = JSON.parse(
  readFileSync(fileURLToPath(new URL('node_modules/openskill/package.json', import.meta.url)), 'utf8')
).version

const BASE = { mu: 25, sigma: 25 / 3, beta: 25 / 6, kappa: 0.0001, tau: 25 / 300 }
const OPTION_SETS = {
  lamancha: { ...BASE, limitSigma: true },
  stock: { ...BASE, limitSigma: false },
  'no-tau': { ...BASE, tau: 0, limitSigma: false },
}

// mulberry32: small, seeded, the same on every Node version.
const random = (seed => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
})(20110617)

const between = (lo, hi) => lo + (hi - lo) * random()
const pick = items => items[Math.floor(random() * items.length)]
const fresh = n => Array.from({ length: n }, () => ({ mu: 25, sigma: 25 / 3 }))
const experienced = n => Array.from({ length: n }, () => ({ mu: between(18, 34), sigma: between(1, 3) }))
const mixed = n => Array.from({ length: n }, () => ({ mu: between(5, 45), sigma: between(0.5, 9) }))
const firstToLast = n => Array.from({ length: n }, (_, i) => i + 1)
// A shuffled finishing order, so the winner is not always the first in the list.
const shuffledRanks = n => {
  const ranks = firstToLast(n)
  for (let i = n - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1))
    ;[ranks[i], ranks[j]] = [ranks[j], ranks[i]]
  }
  return ranks
}
// Ranks drawn from 1..n-1 with at least one repeat: partial ties, sometimes with gaps (1, 1, 3).
const tiedRanks = n => {
  for (;;) {
    const ranks = Array.from({ length: n }, () => 1 + Math.floor(random() * (n - 1)))
    if (new Set(ranks).size < n) return ranks
  }
}

const cases = []
const add = (name, optionSet, players, ranks) => cases.push({ name, optionSet, players, ranks })

for (let n = 2; n <= 6; n += 1) {
  // Hand-picked, with the server's options.
  add(`${n}p fresh, first to last`, 'lamancha', fresh(n), firstToLast(n))
  add(`${n}p fresh, last to first`, 'lamancha', fresh(n), firstToLast(n).reverse())
  add(`${n}p fresh, full tie`, 'lamancha', fresh(n), Array(n).fill(1))
  add(`${n}p experienced, first to last`, 'lamancha', experienced(n), firstToLast(n))
  add(`${n}p experienced, full tie`, 'lamancha', experienced(n), Array(n).fill(2))
  add(`${n}p mixed, upset (weakest wins)`, 'lamancha',
    fresh(n).map((_, i) => ({ mu: 40 - i * 5, sigma: 1.5 + i })), firstToLast(n).reverse())
  add(`${n}p fresh against experienced, fresh one wins`, 'lamancha',
    [{ mu: 25, sigma: 25 / 3 }, ...experienced(n - 1)], firstToLast(n))
  if (n >= 3) {
    add(`${n}p fresh, tie for first`, 'lamancha', fresh(n), [1, 1, ...firstToLast(n - 2).map(r => r + 2)])
    add(`${n}p mixed, tie for last`, 'lamancha', mixed(n), [...firstToLast(n - 2), n - 1, n - 1])
    add(`${n}p experienced, gapped ranks out of order`, 'lamancha', experienced(n),
      shuffledRanks(n).map(r => r * 10 + 7))
  }
  if (n >= 4) {
    add(`${n}p mixed, two pairs tied`, 'lamancha', mixed(n), [2, 1, 2, 1, ...firstToLast(n - 4).map(r => r + 4)])
  }
  // Random, with the server's options.
  for (let k = 1; k <= 4; k += 1) {
    add(`${n}p random ${k}, no tie`, 'lamancha', pick([fresh, experienced, mixed])(n), shuffledRanks(n))
    add(`${n}p random ${k}, ties`, 'lamancha', pick([experienced, mixed])(n), tiedRanks(n))
  }
  // The other option sets, so tau and the sigma limit are checked apart.
  for (const optionSet of ['stock', 'no-tau']) {
    for (let k = 1; k <= 2; k += 1) {
      add(`${n}p ${optionSet} ${k}, no tie`, optionSet, mixed(n), shuffledRanks(n))
      add(`${n}p ${optionSet} ${k}, ties`, optionSet, mixed(n), tiedRanks(n))
    }
  }
}
// kappa floors the sigma update (sigma * sqrt(max(1 - ..., kappa))) only for absurd inputs: here a
// player with sigma 1000 and mu 916 (exp(mu / c) about 2.5 times the others') ends last of six.
for (const optionSet of Object.keys(OPTION_SETS)) {
  add(`6p kappa floor, ${optionSet}`, optionSet,
    [{ mu: 916, sigma: 1000 }, ...Array.from({ length: 5 }, () => ({ mu: 25, sigma: 1 }))], [6, 1, 2, 3, 4, 5])
}

const vectors = cases.map(({ name, optionSet, players, ranks }) => {
  const options = { ...OPTION_SETS[optionSet], model: plackettLuce, rank: ranks }
  const expected = rate(players.map(p => [p]), options).map(([p]) => ({ mu: p.mu, sigma: p.sigma }))
  return { name, options: optionSet, players, ranks, expected }
})

const golden = {
  generator: 'server/src/test/ratings/generate.mjs',
  reference: `openskill@${OPENSKILL_VERSION} rate() with model plackettLuce, one player per team`,
  optionSets: Object.fromEntries(Object.entries(OPTION_SETS).map(([k, v]) => [k, { ...v }])),
  vectors,
}
// One vector a line, so a diff of a rerun shows which cases changed.
const text = JSON.stringify({ ...golden, vectors: [] }, null, 2)
  .replace('"vectors": []', `"vectors": [\n${vectors.map(v => '    ' + JSON.stringify(v)).join(',\n')}\n  ]`)
writeFileSync(OUT, text + '\n', 'utf8')
console.log(`wrote ${vectors.length} vectors to ${OUT}`)
