/* The Tactrics puzzle solver's main search, compiled: the same search as `_Solver._search`
 * in solver.py (read that first: the bounds, their proofs and the move rules are explained
 * there), node for node. solver.py uses this module when it was built at install and falls
 * back to its own Python search otherwise; both give the same answers.
 *
 * Every table (pair tables, zones, turns, move rules) is made by solver.py and handed over
 * once by `load_tables`, so the two searches cannot drift apart on data. A colour is two
 * 64-bit masks (cells, heads); a position is up to MAX_COLOURS of them.
 *
 * The search runs without the GIL; every CHECK_EVERY positions it takes the GIL and asks a
 * Python callable whether to stop (time limit, node limit, cancel, progress reports). */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define CELLS 54
#define MOVES 38
#define MAX_COLOURS 8
#define REACH_LIMIT 5
#define SAME_LEN_MAX 16
#define NO_BOUND 99
#define STORED_ZONES 6
#define CHECK_EVERY 512

/* Big enough that a dense puzzle's proof never empties them (at 1 << 20 slots dense-8's
 * proof emptied both, and searched 1.87 M positions instead of 1.12 M): about 120 MB for
 * colours and 150 MB for four colours' failures, taken from the system only as filled. */
#define COLOUR_SLOTS (1u << 21)
#define FIT_SLOTS (1u << 19)
#define FAILED_SLOTS (1u << 21)

typedef struct {
    uint64_t occ, heads;
} Colour;

static int tables_ready = 0;
static uint8_t JOIN[CELLS][CELLS];
static uint8_t TO_EDGE[CELLS];
static uint8_t IS_EDGE[CELLS];
static uint32_t ZONE[CELLS];
static uint64_t NEIGH[CELLS];
static uint64_t CELL_MOVES[CELLS];
static uint8_t PAIR[2][REACH_LIMIT + 1][CELLS][CELLS];
static uint64_t SAME_BEFORE[CELLS][SAME_LEN_MAX];
static int SAME_LEN;
static uint8_t CYCLE[MOVES][6];
static uint8_t SOURCE[MOVES][6];
static uint64_t CYCLE_MASK[MOVES];
static int CONTEXTS;
static uint64_t *ALLOWED;
static uint8_t *AFTER;
static const uint64_t ALL_MOVES = (1ULL << MOVES) - 1;

#if defined(_MSC_VER)
#include <intrin.h>
static inline int popcount64(uint64_t x) { return (int)__popcnt64(x); }
static inline int popcount32(uint32_t x) { return (int)__popcnt(x); }
static inline int lowest(uint64_t x)
{
    unsigned long index;
    _BitScanForward64(&index, x);
    return (int)index;
}
#elif defined(__POPCNT__)
static inline int popcount64(uint64_t x) { return __builtin_popcountll(x); }
static inline int popcount32(uint32_t x) { return __builtin_popcount(x); }
static inline int lowest(uint64_t x) { return __builtin_ctzll(x); }
#else
/* Without the popcnt instruction (compilers target older x86-64 by default) the builtin is a
 * library call: a tenth of the search's time on dense puzzles. This is a few inline steps. */
static inline int popcount64(uint64_t x)
{
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return (int)((x * 0x0101010101010101ULL) >> 56);
}
static inline int popcount32(uint32_t x) { return popcount64(x); }
static inline int lowest(uint64_t x) { return __builtin_ctzll(x); }
#endif

/* --- the big tables' memory ----------------------------------------------------------- */

/* The hash tables are far larger than the caches and the translation buffer, and every look-up
 * lands on a random page: with 4 kB pages most of a node's time went to page-table walks
 * (perf: over half of `bounded` stalled at its first table access). On Linux the tables ask
 * for 2 MB pages (transparent huge pages, where the system allows them); elsewhere and where
 * refused they are ordinary zeroed memory. Either way the memory is taken as it is touched. */
#if defined(__linux__)
#include <sys/mman.h>
#define HUGE_PAGE ((size_t)2 << 20)

static void *big_alloc(size_t size)
{
    size_t length = size + 2 * HUGE_PAGE;
    char *base = mmap(NULL, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED)
        return NULL;
    char *aligned = (char *)(((uintptr_t)base + HUGE_PAGE) & ~(uintptr_t)(HUGE_PAGE - 1));
    ((size_t *)aligned)[-2] = (size_t)base; /* in the page before: how to give it back */
    ((size_t *)aligned)[-1] = length;
#if defined(MADV_HUGEPAGE)
    madvise(aligned, size, MADV_HUGEPAGE);
#endif
    return aligned;
}

static void big_free(void *memory)
{
    if (memory)
        munmap((void *)((size_t *)memory)[-2], ((size_t *)memory)[-1]);
}
#else
static void *big_alloc(size_t size) { return calloc(1, size); }
static void big_free(void *memory) { free(memory); }
#endif

/* --- tables from solver.py ----------------------------------------------------------- */

static int copy_bytes(PyObject *source, void *target, Py_ssize_t size, const char *name)
{
    if (!PyBytes_Check(source) || PyBytes_GET_SIZE(source) != size) {
        PyErr_Format(PyExc_ValueError, "table %s: expected %zd bytes", name, size);
        return -1;
    }
    memcpy(target, PyBytes_AS_STRING(source), (size_t)size);
    return 0;
}

static PyObject *load_tables(PyObject *self, PyObject *args)
{
    PyObject *join, *to_edge, *is_edge, *zone, *neigh, *cell_moves, *pair, *same, *cycle,
        *source, *allowed, *after;
    int same_len, contexts;
    if (!PyArg_ParseTuple(args, "SSSSSSSSiSSiSS", &join, &to_edge, &is_edge, &zone, &neigh,
                          &cell_moves, &pair, &same, &same_len, &cycle, &source, &contexts,
                          &allowed, &after))
        return NULL;
    if (same_len < 1 || same_len > SAME_LEN_MAX || contexts < 1 || contexts > 255) {
        PyErr_SetString(PyExc_ValueError, "table sizes out of range");
        return NULL;
    }
    free(ALLOWED);
    free(AFTER);
    ALLOWED = calloc((size_t)contexts, sizeof(uint64_t));
    AFTER = calloc((size_t)contexts * MOVES, 1);
    if (!ALLOWED || !AFTER)
        return PyErr_NoMemory();
    SAME_LEN = same_len;
    CONTEXTS = contexts;
    uint64_t same_rows[CELLS * SAME_LEN_MAX];
    if (copy_bytes(join, JOIN, sizeof JOIN, "join") || copy_bytes(to_edge, TO_EDGE, sizeof TO_EDGE, "to_edge") ||
        copy_bytes(is_edge, IS_EDGE, sizeof IS_EDGE, "is_edge") || copy_bytes(zone, ZONE, sizeof ZONE, "zone") ||
        copy_bytes(neigh, NEIGH, sizeof NEIGH, "neighbours") ||
        copy_bytes(cell_moves, CELL_MOVES, sizeof CELL_MOVES, "cell_moves") ||
        copy_bytes(pair, PAIR, sizeof PAIR, "pairs") ||
        copy_bytes(same, same_rows, (Py_ssize_t)(CELLS * same_len * sizeof(uint64_t)), "same_tower") ||
        copy_bytes(cycle, CYCLE, sizeof CYCLE, "cycles") || copy_bytes(source, SOURCE, sizeof SOURCE, "sources") ||
        copy_bytes(allowed, ALLOWED, (Py_ssize_t)(contexts * sizeof(uint64_t)), "allowed") ||
        copy_bytes(after, AFTER, (Py_ssize_t)(contexts * MOVES), "after"))
        return NULL;
    for (int cell = 0; cell < CELLS; cell++)
        for (int k = 0; k < same_len; k++)
            SAME_BEFORE[cell][k] = same_rows[cell * same_len + k];
    for (int m = 0; m < MOVES; m++) {
        CYCLE_MASK[m] = 0;
        for (int i = 0; i < 6; i++)
            CYCLE_MASK[m] |= 1ULL << CYCLE[m][i];
    }
    tables_ready = 1;
    Py_RETURN_NONE;
}

static inline Colour turn(Colour s, int m)
{
    uint64_t mask = CYCLE_MASK[m];
    if (!(s.occ & mask))
        return s;
    Colour r = {s.occ & ~mask, s.heads & ~mask};
    for (int i = 0; i < 6; i++) {
        int to = CYCLE[m][i], from = SOURCE[m][i];
        r.occ |= ((s.occ >> from) & 1ULL) << to;
        r.heads |= ((s.heads >> from) & 1ULL) << to;
    }
    return r;
}

static int cells_of(uint64_t bits, int *cells)
{
    int n = 0;
    while (bits) {
        cells[n++] = lowest(bits);
        bits &= bits - 1;
    }
    return n;
}

/* --- the bounds (solver.py: `_colour_estimate` and the functions it calls) ----------- */

static int separate_zones(const uint32_t *zones, int count)
{
    /* greedy over the zones in order of size, ties in their order (Python's stable sort) */
    int order[CELLS * MAX_COLOURS], sizes[CELLS * MAX_COLOURS];
    for (int i = 0; i < count; i++) {
        order[i] = i;
        sizes[i] = popcount32(zones[i]);
    }
    for (int i = 1; i < count; i++) {
        int item = order[i], size = sizes[item], j = i - 1;
        while (j >= 0 && sizes[order[j]] > size) {
            order[j + 1] = order[j];
            j--;
        }
        order[j + 1] = item;
    }
    uint32_t used = 0;
    int found = 0;
    for (int i = 0; i < count; i++) {
        uint32_t zone = zones[order[i]];
        if (!(zone & used)) {
            used |= zone;
            found++;
        }
    }
    return found;
}

static int kruskal_to_heads(const int *heads, int nh, const int *tails, int nt)
{
    int reach[CELLS], open[CELLS], left = nt, result = 0;
    for (int i = 0; i < nt; i++) {
        int best = NO_BOUND;
        for (int h = 0; h < nh; h++)
            if (JOIN[tails[i]][heads[h]] < best)
                best = JOIN[tails[i]][heads[h]];
        reach[i] = best;
        open[i] = 1;
    }
    while (left) {
        int nearest = -1;
        for (int i = 0; i < nt; i++)
            if (open[i] && (nearest < 0 || reach[i] < reach[nearest]))
                nearest = i;
        open[nearest] = 0;
        left--;
        int weight = reach[nearest];
        if (weight > result)
            result = weight;
        const uint8_t *row = JOIN[tails[nearest]];
        for (int i = 0; i < nt; i++) {
            if (!open[i])
                continue;
            int through = row[tails[i]] > weight ? row[tails[i]] : weight;
            if (through < reach[i])
                reach[i] = through;
        }
    }
    return result;
}

static int gathering_bound(const int *heads, int nh, const int *tails, int nt)
{
    if (!nt || !nh)
        return 0;
    int joining = kruskal_to_heads(heads, nh, tails, nt);
    int count = nh + nt;
    if (count - 1 > REACH_LIMIT || nh > 2)
        return joining;
    int pieces[CELLS], one_snake = 0;
    for (int i = 0; i < nh; i++)
        pieces[i] = heads[i];
    for (int i = 0; i < nt; i++)
        pieces[nh + i] = tails[i];
    for (int i = 0; i < count; i++)
        for (int j = i + 1; j < count; j++)
            if (PAIR[0][count - 1][pieces[i]][pieces[j]] > one_snake)
                one_snake = PAIR[0][count - 1][pieces[i]][pieces[j]];
    int best = joining > one_snake ? joining : one_snake;
    if (nh == 1) {
        for (int i = 0; i < nt; i++)
            if (PAIR[1][count - 1][heads[0]][tails[i]] > best)
                best = PAIR[1][count - 1][heads[0]][tails[i]];
        return best;
    }
    int two_snakes = 0;
    for (int i = 0; i < nt; i++) {
        int a = PAIR[1][count - 2][heads[0]][tails[i]], b = PAIR[1][count - 2][heads[1]][tails[i]];
        int need = a < b ? a : b;
        if (need > two_snakes)
            two_snakes = need;
    }
    int shape = one_snake < two_snakes ? one_snake : two_snakes;
    return joining > shape ? joining : shape;
}

/* The colour's bound; its bad groups' zones go to `zones` (up to CELLS of them). */
static int colour_estimate(Colour s, uint32_t *zones, int *zone_count)
{
    int cells[CELLS], n = cells_of(s.occ, cells), nz = 0, lonely_need = 0;
    uint64_t seen = 0;
    for (int c = 0; c < n; c++) {
        int start = cells[c];
        if ((seen >> start) & 1)
            continue;
        seen |= 1ULL << start;
        int group[CELLS], size = 1, index = 0, branched = 0, loose_end = 0, ends = 0, head_ends = 0;
        group[0] = start;
        while (index < size) {
            int cell = group[index++];
            uint64_t linked = NEIGH[cell] & s.occ;
            int degree = popcount64(linked);
            uint64_t fresh = linked & ~seen;
            if (fresh) {
                seen |= fresh;
                size += cells_of(fresh, group + size);
            }
            int head = (int)((s.heads >> cell) & 1);
            if (degree > 2 || (degree == 2 && head))
                branched = 1;
            else if (degree < 2) {
                ends++;
                if (head)
                    head_ends++;
                else if (!IS_EDGE[cell])
                    loose_end = 1;
            }
        }
        if (size == 1) {
            if (head_ends && IS_EDGE[start])
                continue;
            if (head_ends) {
                int need = NO_BOUND;
                for (int o = 0; o < n; o++)
                    if (cells[o] != start && JOIN[start][cells[o]] < need)
                        need = JOIN[start][cells[o]];
                if (TO_EDGE[start] < need)
                    need = TO_EDGE[start];
                if (need > lonely_need)
                    lonely_need = need;
            }
            zones[nz++] = ZONE[start];
        } else if (branched || ends != 2 || !head_ends || loose_end) {
            uint32_t zone = 0;
            for (int i = 0; i < size; i++)
                zone |= ZONE[group[i]];
            zones[nz++] = zone;
        }
    }
    *zone_count = nz;
    if (!nz)
        return 0;
    int heads[CELLS], tails[CELLS];
    int nh = cells_of(s.heads, heads), nt = cells_of(s.occ & ~s.heads, tails);
    int best = 1, separate = separate_zones(zones, nz), gathering = gathering_bound(heads, nh, tails, nt);
    if (separate > best)
        best = separate;
    if (lonely_need > best)
        best = lonely_need;
    if (gathering > best)
        best = gathering;
    return best;
}

/* --- hash tables (open addressing; emptied when too full: all are caches) ------------ */

typedef struct {
    uint64_t occ, heads; /* occ 0: an empty slot (a colour always has a piece) */
    uint64_t moves;
    int8_t lower, upper, zone_count;
    uint32_t zones[STORED_ZONES];
} ColourInfo;

typedef struct {
    uint64_t occ, heads, fit;
    int32_t budget; /* budget + 1; 0: an empty slot */
} FitEntry;

typedef struct {
    int colours;
    int oracle_budget;
    int exact_budget;
    long long nodes;
    PyObject *check; /* called with the node count every CHECK_EVERY nodes; True: stop */
    int stopped;     /* 1: the check said stop or raised */
    ColourInfo *info;
    uint32_t *info_tags; /* per slot: a fingerprint of its colour (0: empty), probed first */
    unsigned info_used;
    FitEntry *fits;
    unsigned fits_used;
    uint64_t *failed; /* per slot: colours * 2 words, then context << 8 | budget + 1 */
    uint32_t *failed_tags; /* per slot: a fingerprint of its key (0: empty), probed first */
    unsigned failed_used;
} Search;

static inline uint64_t mix(uint64_t h)
{
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ULL;
    h ^= h >> 33;
    return h;
}

static inline uint64_t colour_hash(Colour s) { return mix(s.occ * 0x9E3779B97F4A7C15ULL ^ mix(s.heads + 0x632BE59BD9B4E019ULL)); }

#if defined(_MSC_VER)
#define PREFETCH(address) _mm_prefetch((const char *)(address), _MM_HINT_T0)
#else
#define PREFETCH(address) __builtin_prefetch(address)
#endif

/* Starts loading the colour's slot of the table (a look-up soon after then waits less:
 * the table is far larger than the caches, and a node looks up many colours at once). */
static inline void prefetch_colour(const Search *search, Colour s)
{
    unsigned slot = (unsigned)colour_hash(s) & (COLOUR_SLOTS - 1);
    PREFETCH(&search->info_tags[slot]);
    PREFETCH(&search->info[slot]);
}

static void forget(Search *search)
{
    memset(search->info_tags, 0, sizeof(uint32_t) * COLOUR_SLOTS);
    search->info_used = 0;
    memset(search->fits, 0, sizeof(FitEntry) * FIT_SLOTS);
    search->fits_used = 0;
}

/* The colour's entry, made (with its estimate) when new. May empty the tables first. */
static ColourInfo *info_of(Search *search, Colour s)
{
    uint64_t h = colour_hash(s);
    unsigned slot = (unsigned)h & (COLOUR_SLOTS - 1);
    uint32_t tag = (uint32_t)(h >> 32) | 1u, found;
    while ((found = search->info_tags[slot]) != 0) {
        if (found == tag) {
            ColourInfo *entry = &search->info[slot];
            if (entry->occ == s.occ && entry->heads == s.heads)
                return entry;
        }
        slot = (slot + 1) & (COLOUR_SLOTS - 1);
    }
    if (search->info_used > COLOUR_SLOTS / 10 * 7) {
        forget(search);
        return info_of(search, s);
    }
    ColourInfo *entry = &search->info[slot];
    uint32_t zones[CELLS];
    int nz;
    search->info_tags[slot] = tag;
    entry->occ = s.occ;
    entry->heads = s.heads;
    entry->lower = (int8_t)colour_estimate(s, zones, &nz);
    entry->upper = NO_BOUND;
    entry->zone_count = (int8_t)nz;
    for (int i = 0; i < nz && i < STORED_ZONES; i++)
        entry->zones[i] = zones[i];
    uint64_t moves = 0;
    for (uint64_t bits = s.occ; bits; bits &= bits - 1)
        moves |= CELL_MOVES[lowest(bits)];
    entry->moves = moves;
    search->info_used++;
    return entry;
}

static inline int low(Search *search, Colour s) { return info_of(search, s)->lower; }

static int zones_of(Search *search, Colour s, uint32_t *zones)
{
    ColourInfo *entry = info_of(search, s);
    int nz = entry->zone_count;
    if (nz <= STORED_ZONES) {
        memcpy(zones, entry->zones, sizeof(uint32_t) * (size_t)nz);
        return nz;
    }
    colour_estimate(s, zones, &nz);
    return nz;
}

/* -1: stop (time, nodes, cancel, or an exception from the check) */
static int tick(Search *search)
{
    search->nodes++;
    if (search->nodes % CHECK_EVERY)
        return 0;
    PyGILState_STATE state = PyGILState_Ensure();
    PyObject *answer = PyObject_CallFunction(search->check, "L", search->nodes);
    int stop = 1;
    if (answer) {
        stop = PyObject_IsTrue(answer);
        Py_DECREF(answer);
        if (stop < 0)
            stop = 1;
    }
    PyGILState_Release(state);
    if (stop)
        search->stopped = 1;
    return stop ? -1 : 0;
}

/* 1: the colour alone is solvable within `budget`, 0: not, -1: stop */
static int within(Search *search, Colour s, int budget)
{
    ColourInfo *entry = info_of(search, s);
    if (entry->lower > budget)
        return 0;
    if (entry->upper <= budget || entry->lower == 0)
        return 1;
    if (tick(search))
        return -1;
    for (uint64_t moving = entry->moves; moving; moving &= moving - 1) {
        int found = within(search, turn(s, lowest(moving)), budget - 1);
        if (found < 0)
            return -1;
        if (found) {
            info_of(search, s)->upper = (int8_t)budget;
            return 1;
        }
    }
    info_of(search, s)->lower = (int8_t)(budget + 1);
    return 0;
}

/* the moves after which the colour still fits budget - 1 (solver.py: `fitting`); -1: stop */
static int fitting(Search *search, Colour s, int budget, uint64_t *result)
{
    unsigned slot = (unsigned)(colour_hash(s) ^ mix((uint64_t)budget)) & (FIT_SLOTS - 1);
    for (;;) {
        FitEntry *entry = &search->fits[slot];
        if (!entry->budget)
            break;
        if (entry->budget == budget + 1 && entry->occ == s.occ && entry->heads == s.heads) {
            *result = entry->fit;
            return 0;
        }
        slot = (slot + 1) & (FIT_SLOTS - 1);
    }
    uint64_t moving = info_of(search, s)->moves, fit = 0;
    int rest = budget - 1;
    if (rest <= search->exact_budget) {
        int found = within(search, s, rest);
        if (found < 0)
            return -1;
        fit = found ? ALL_MOVES & ~moving : 0;
        for (; moving; moving &= moving - 1) {
            found = within(search, turn(s, lowest(moving)), rest);
            if (found < 0)
                return -1;
            if (found)
                fit |= moving & -moving;
        }
    } else {
        Colour turned[MOVES];
        int count = 0;
        for (uint64_t bits = moving; bits; bits &= bits - 1) {
            turned[count] = turn(s, lowest(bits));
            prefetch_colour(search, turned[count++]);
        }
        fit = low(search, s) < budget ? ALL_MOVES & ~moving : 0;
        for (int i = 0; moving; moving &= moving - 1, i++)
            if (low(search, turned[i]) < budget)
                fit |= moving & -moving;
    }
    if (search->fits_used > FIT_SLOTS / 10 * 7) {
        memset(search->fits, 0, sizeof(FitEntry) * FIT_SLOTS);
        search->fits_used = 0;
    }
    /* the slot may have been taken by a nested call: look again */
    slot = (unsigned)(colour_hash(s) ^ mix((uint64_t)budget)) & (FIT_SLOTS - 1);
    while (search->fits[slot].budget &&
           !(search->fits[slot].budget == budget + 1 && search->fits[slot].occ == s.occ &&
             search->fits[slot].heads == s.heads))
        slot = (slot + 1) & (FIT_SLOTS - 1);
    if (!search->fits[slot].budget)
        search->fits_used++;
    search->fits[slot] = (FitEntry){s.occ, s.heads, fit, budget + 1};
    *result = fit;
    return 0;
}

/* --- the main search ------------------------------------------------------------------ */

static inline unsigned failed_stride(Search *search) { return (unsigned)search->colours * 2 + 1; }

static inline uint64_t failed_hash(const Search *search, const Colour *position, int context)
{
    uint64_t h = (uint64_t)context * 0x9E3779B97F4A7C15ULL;
    for (int i = 0; i < search->colours; i++)
        h = mix(h ^ colour_hash(position[i]));
    return h;
}

static uint64_t *failed_slot(Search *search, const Colour *position, int context, int *found, uint32_t *tag)
{
    uint64_t h = failed_hash(search, position, context);
    unsigned slot = (unsigned)h & (FAILED_SLOTS - 1), stride = failed_stride(search);
    *tag = (uint32_t)(h >> 32) | 1u;
    for (;;) {
        uint64_t *entry = search->failed + (size_t)slot * stride;
        uint32_t seen = search->failed_tags[slot];
        if (!seen) {
            *found = 0;
            return entry;
        }
        if (seen == *tag && (int)(entry[stride - 1] >> 8) == context) {
            int same = 1;
            for (int i = 0; i < search->colours && same; i++)
                same = entry[2 * i] == position[i].occ && entry[2 * i + 1] == position[i].heads;
            if (same) {
                *found = 1;
                return entry;
            }
        }
        slot = (slot + 1) & (FAILED_SLOTS - 1);
    }
}

static void remember_failure(Search *search, const Colour *position, int context, int budget)
{
    if (search->failed_used > FAILED_SLOTS / 10 * 7) {
        memset(search->failed_tags, 0, sizeof(uint32_t) * FAILED_SLOTS);
        search->failed_used = 0;
    }
    int found;
    uint32_t tag;
    uint64_t *entry = failed_slot(search, position, context, &found, &tag);
    if (!found) {
        search->failed_used++;
        search->failed_tags[(entry - search->failed) / failed_stride(search)] = tag;
        for (int i = 0; i < search->colours; i++) {
            entry[2 * i] = position[i].occ;
            entry[2 * i + 1] = position[i].heads;
        }
    }
    entry[failed_stride(search) - 1] = (uint64_t)context << 8 | (uint64_t)(budget + 1);
}

/* 1: some bound or the table of failures (context >= 0) says no; 0: *fit holds the moves
 * that keep every colour within budget - 1; -1: stop (solver.py: `_bounded`) */
static int bounded(Search *search, const Colour *position, int budget, int context, uint64_t *fit)
{
    int n = search->colours, lows[MAX_COLOURS], uppers[MAX_COLOURS], zone_counts[MAX_COLOURS], most = 0;
    uint64_t moves[MAX_COLOURS];
    if (context >= 0) { /* the table of failures is asked after the cheap bounds: load it now */
        unsigned slot = (unsigned)failed_hash(search, position, context) & (FAILED_SLOTS - 1);
        PREFETCH(&search->failed_tags[slot]);
        PREFETCH(search->failed + (size_t)slot * failed_stride(search));
    }
    for (int i = 0; i < n; i++) /* and each colour's moves that fit, asked last */
        PREFETCH(&search->fits[(unsigned)(colour_hash(position[i]) ^ mix((uint64_t)budget)) & (FIT_SLOTS - 1)]);
    for (int i = 0; i < n; i++) {
        ColourInfo *entry = info_of(search, position[i]);
        lows[i] = entry->lower;
        uppers[i] = entry->upper;
        zone_counts[i] = entry->zone_count;
        moves[i] = entry->moves;
        if (lows[i] > most)
            most = lows[i];
    }
    if (most > budget)
        return 1;
    for (int i = 0; i < n - 1; i++)
        for (int j = i + 1; j < n; j++) {
            int both = lows[i] + lows[j];
            if (both > budget) {
                int apart = budget < 2 * budget + 1 - both ? budget : 2 * budget + 1 - both;
                if (apart > SAME_LEN - 1)
                    apart = SAME_LEN - 1;
                uint64_t near = 0;
                for (uint64_t bits = position[i].occ; bits; bits &= bits - 1)
                    near |= SAME_BEFORE[lowest(bits)][apart];
                if (!(near & position[j].occ))
                    return 1;
            }
        }
    if (context >= 0) {
        int found;
        uint32_t tag;
        uint64_t *entry = failed_slot(search, position, context, &found, &tag);
        if (found && (int)(entry[failed_stride(search) - 1] & 0xff) > budget)
            return 1;
    }
    if (budget <= search->oracle_budget)
        for (int i = 0; i < n; i++) {
            if (uppers[i] > budget) {
                int found = within(search, position[i], budget);
                if (found < 0)
                    return -1;
                if (!found)
                    return 1;
            }
        }
    if (budget == 0) {
        *fit = 0;
        return 0;
    }
    int total = 0;
    for (int i = 0; i < n; i++)
        total += zone_counts[i];
    if (total > budget) {
        uint32_t zones[CELLS * MAX_COLOURS];
        int count = 0;
        for (int i = 0; i < n; i++)
            count += zones_of(search, position[i], zones + count);
        if (separate_zones(zones, count) > budget)
            return 1;
    }
    uint64_t allowed = ALL_MOVES, occupied = 0;
    for (int i = 0; i < n; i++) {
        uint64_t colour_fit;
        if (fitting(search, position[i], budget, &colour_fit))
            return -1;
        allowed &= colour_fit;
        occupied |= moves[i];
    }
    *fit = allowed & occupied;
    return 0;
}

/* A child's promise: the sum of its colours' bounds, then (ties) the number of their groups
 * that are not headed snakes (solver.py: `_promise`); fewer than 64 groups on 54 cells. */
#define PROMISE_BOUND_WEIGHT 64

typedef struct {
    int promise, move;
    Colour position[MAX_COLOURS];
} Child;

/* The children of a node whose bounds let it go on, made and ordered most promising first
 * (ties by move, as Python sorts the (promise, move, child) tuples): `order` lists them. */
static int make_children(Search *search, const Colour *position, uint64_t fit, Child *children, int *order)
{
    int n = search->colours, count = 0, lows[MAX_COLOURS], zone_counts[MAX_COLOURS];
    for (int i = 0; i < n; i++) {
        ColourInfo *entry = info_of(search, position[i]);
        lows[i] = entry->lower;
        zone_counts[i] = entry->zone_count;
    }
    for (; fit; fit &= fit - 1) {
        Child *child = &children[count++];
        int move = lowest(fit);
        child->move = move;
        child->promise = 0;
        for (int i = 0; i < n; i++) {
            if (position[i].occ & CYCLE_MASK[move]) {
                child->position[i] = turn(position[i], move);
                prefetch_colour(search, child->position[i]);
            } else {
                child->position[i] = position[i];
            }
        }
    }
    for (int c = 0; c < count; c++) {
        Child *child = &children[c];
        for (int i = 0; i < n; i++) {
            int moved = (position[i].occ & CYCLE_MASK[child->move]) != 0;
            ColourInfo *entry = moved ? info_of(search, child->position[i]) : NULL;
            child->promise += (moved ? entry->lower : lows[i]) * PROMISE_BOUND_WEIGHT +
                              (moved ? entry->zone_count : zone_counts[i]);
        }
    }
    for (int i = 0; i < count; i++) {
        int j = i - 1;
        while (j >= 0 && (children[order[j]].promise > children[i].promise ||
                          (children[order[j]].promise == children[i].promise &&
                           children[order[j]].move > children[i].move))) {
            order[j + 1] = order[j];
            j--;
        }
        order[j + 1] = i;
    }
    return count;
}

/* 1: solved within budget (the moves are in path[depth..]), 0: not, -1: stop */
static int search_node(Search *search, const Colour *position, int budget, int context, int *path, int depth)
{
    uint64_t fit;
    int refused = bounded(search, position, budget, context, &fit);
    if (refused)
        return refused > 0 ? 0 : -1;
    if (budget == 0)
        return 1;
    if (tick(search))
        return -1;
    fit &= ALLOWED[context];
    if (fit && budget == 1) {
        path[depth] = lowest(fit);
        return 1;
    }
    Child children[MOVES];
    int order[MOVES], count = make_children(search, position, fit, children, order);
    for (int i = 0; i < count; i++) {
        Child *child = &children[order[i]];
        path[depth] = child->move;
        int result = search_node(search, child->position, budget - 1, AFTER[context * MOVES + child->move], path,
                                 depth + 1);
        if (result)
            return result;
    }
    remember_failure(search, position, context, budget);
    return 0;
}

/* --- the Python type ------------------------------------------------------------------ */

typedef struct {
    PyObject_HEAD Search search;
} CoreObject;

static void core_dealloc(CoreObject *self)
{
    Py_XDECREF(self->search.check);
    big_free(self->search.info);
    big_free(self->search.info_tags);
    big_free(self->search.failed_tags);
    big_free(self->search.fits);
    big_free(self->search.failed);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int core_init(CoreObject *self, PyObject *args, PyObject *kwargs)
{
    int colours, oracle_budget, exact_budget;
    PyObject *check;
    if (!PyArg_ParseTuple(args, "iiiO", &colours, &oracle_budget, &exact_budget, &check))
        return -1;
    if (!tables_ready) {
        PyErr_SetString(PyExc_RuntimeError, "load_tables first");
        return -1;
    }
    if (colours < 1 || colours > MAX_COLOURS) {
        PyErr_SetString(PyExc_ValueError, "too many colours");
        return -1;
    }
    Search *search = &self->search;
    search->colours = colours;
    search->oracle_budget = oracle_budget;
    search->exact_budget = exact_budget;
    Py_INCREF(check);
    Py_XSETREF(search->check, check);
    search->info = big_alloc(sizeof(ColourInfo) * COLOUR_SLOTS);
    search->info_tags = big_alloc(sizeof(uint32_t) * COLOUR_SLOTS);
    search->fits = big_alloc(sizeof(FitEntry) * FIT_SLOTS);
    search->failed = big_alloc(sizeof(uint64_t) * (size_t)FAILED_SLOTS * failed_stride(search));
    search->failed_tags = big_alloc(sizeof(uint32_t) * FAILED_SLOTS);
    if (!search->info || !search->info_tags || !search->fits || !search->failed || !search->failed_tags) {
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

/* The arguments `search` and `expand` share: (occupied, heads, budget, context, nodes),
 * checked, into `position`; 0 with a Python error set when they are not a position. */
static int parse_position(Search *search, PyObject *args, Colour *position, int *budget,
                          int *context, long long *nodes)
{
    PyObject *occupied, *heads;
    if (!PyArg_ParseTuple(args, "OOiiL", &occupied, &heads, budget, context, nodes))
        return 0;
    if (!PyTuple_Check(occupied) || !PyTuple_Check(heads) || PyTuple_GET_SIZE(occupied) != search->colours ||
        PyTuple_GET_SIZE(heads) != search->colours || *budget < 0 || *budget > 120 || *context < 0 ||
        *context >= CONTEXTS) {
        PyErr_SetString(PyExc_ValueError, "bad position");
        return 0;
    }
    for (int i = 0; i < search->colours; i++) {
        position[i].occ = PyLong_AsUnsignedLongLong(PyTuple_GET_ITEM(occupied, i));
        position[i].heads = PyLong_AsUnsignedLongLong(PyTuple_GET_ITEM(heads, i));
    }
    return !PyErr_Occurred();
}

/* search(occupied, heads, budget, context, nodes) -> (moves or None, nodes, stopped) */
static PyObject *core_search(CoreObject *self, PyObject *args)
{
    int budget, context;
    long long nodes;
    Search *search = &self->search;
    Colour position[MAX_COLOURS];
    if (!parse_position(search, args, position, &budget, &context, &nodes))
        return NULL;
    int path[128];
    int result;
    for (int i = 0; i < 128; i++)
        path[i] = -1;
    search->nodes = nodes;
    search->stopped = 0;
    Py_BEGIN_ALLOW_THREADS result = search_node(search, position, budget, context, path, 0);
    Py_END_ALLOW_THREADS if (PyErr_Occurred()) return NULL;
    PyObject *moves;
    if (result == 1) {
        int length = 0;
        while (length < budget && path[length] >= 0)
            length++;
        moves = PyList_New(length);
        if (!moves)
            return NULL;
        for (int i = 0; i < length; i++)
            PyList_SET_ITEM(moves, i, PyLong_FromLong(path[i]));
    } else {
        moves = Py_NewRef(Py_None);
    }
    return Py_BuildValue("NLi", moves, search->nodes, result < 0);
}

/* expand(occupied, heads, budget, context, nodes) -> (children, nodes, stopped): one node of
 * the main search, as `search` starts it, without searching below it: None when a bound or
 * the table of failures refuses it, True when it is solved (budget 0), else its children
 * most promising first, each (move, occupied, heads, context after the move). The two-core
 * search (solver.py: `_Solver._shared_depth`) shares out the grandchildren of the start. */
static PyObject *core_expand(CoreObject *self, PyObject *args)
{
    int budget, context;
    long long nodes;
    Search *search = &self->search;
    Colour position[MAX_COLOURS];
    if (!parse_position(search, args, position, &budget, &context, &nodes))
        return NULL;
    search->nodes = nodes;
    search->stopped = 0;
    uint64_t fit = 0;
    int refused = bounded(search, position, budget, context, &fit);
    if (refused < 0 || (!refused && budget > 0 && tick(search))) {
        if (PyErr_Occurred())
            return NULL;
        return Py_BuildValue("OLi", Py_None, search->nodes, 1);
    }
    if (refused)
        return Py_BuildValue("OLi", Py_None, search->nodes, 0);
    if (budget == 0)
        return Py_BuildValue("OLi", Py_True, search->nodes, 0);
    Child children[MOVES];
    int order[MOVES], count = make_children(search, position, fit & ALLOWED[context], children, order);
    PyObject *made = PyList_New(count);
    if (!made)
        return NULL;
    for (int i = 0; i < count; i++) {
        Child *child = &children[order[i]];
        PyObject *occ = PyTuple_New(search->colours), *hd = PyTuple_New(search->colours);
        if (!occ || !hd) {
            Py_XDECREF(occ);
            Py_XDECREF(hd);
            Py_DECREF(made);
            return NULL;
        }
        for (int c = 0; c < search->colours; c++) {
            PyTuple_SET_ITEM(occ, c, PyLong_FromUnsignedLongLong(child->position[c].occ));
            PyTuple_SET_ITEM(hd, c, PyLong_FromUnsignedLongLong(child->position[c].heads));
        }
        PyList_SET_ITEM(made, i, Py_BuildValue("iNNi", child->move, occ, hd, AFTER[context * MOVES + child->move]));
    }
    return Py_BuildValue("NLi", made, search->nodes, 0);
}

/* distance(occupied, heads, cap, nodes) -> (moves, nodes, stopped): one colour's exact
 * distance when at most cap, else a bound above cap (solver.py: `_ColourTable.distance`) */
static PyObject *core_distance(CoreObject *self, PyObject *args)
{
    unsigned long long occupied, heads;
    int cap;
    long long nodes;
    if (!PyArg_ParseTuple(args, "KKiL", &occupied, &heads, &cap, &nodes))
        return NULL;
    if (!occupied) {
        PyErr_SetString(PyExc_ValueError, "a colour without pieces");
        return NULL;
    }
    Search *search = &self->search;
    Colour colour = {occupied, heads};
    search->nodes = nodes;
    search->stopped = 0;
    int bound, found = 0;
    Py_BEGIN_ALLOW_THREADS bound = low(search, colour);
    while (bound <= cap) {
        found = within(search, colour, bound);
        if (found != 0)
            break;
        bound = low(search, colour);
    }
    Py_END_ALLOW_THREADS if (PyErr_Occurred()) return NULL;
    return Py_BuildValue("iLi", bound, search->nodes, found < 0);
}

static PyMethodDef core_methods[] = {
    {"search", (PyCFunction)core_search, METH_VARARGS, "one depth-limited search"},
    {"distance", (PyCFunction)core_distance, METH_VARARGS, "one colour's distance up to a cap"},
    {"expand", (PyCFunction)core_expand, METH_VARARGS, "one node's ordered children"},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject CoreType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "game.tactrics._search_core.Core",
    .tp_basicsize = sizeof(CoreObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)core_init,
    .tp_dealloc = (destructor)core_dealloc,
    .tp_methods = core_methods,
    .tp_doc = "the main search's tables and state for one solve",
};

static PyMethodDef module_methods[] = {
    {"load_tables", load_tables, METH_VARARGS, "hand the search its tables (solver.py does)"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef core_module = {
    PyModuleDef_HEAD_INIT, "_search_core", "The Tactrics solver's main search, compiled.", -1, module_methods,
};

PyMODINIT_FUNC PyInit__search_core(void)
{
    if (PyType_Ready(&CoreType) < 0)
        return NULL;
    PyObject *module = PyModule_Create(&core_module);
    if (!module)
        return NULL;
    Py_INCREF(&CoreType);
    if (PyModule_AddObject(module, "Core", (PyObject *)&CoreType) < 0) {
        Py_DECREF(&CoreType);
        Py_DECREF(module);
        return NULL;
    }
    return module;
}
