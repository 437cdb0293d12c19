//! Aces Up solver, *thoughtful*: it knows the order of the stock. A
//! position is the cards of each column, how many deals the stock has
//! made, and the pledges (below); the discards are everything else.
//!
//! The columns are not alike while the stock lasts: each deal puts a
//! known card on each column by its place. So until the last deal a card
//! may move into any empty column, even from a column of its own (which
//! changes where the next deals land), and the key keeps the columns in
//! their order. Once the stock is dealt they are alike: the key sorts
//! them, and only a card that uncovers another moves, into the first
//! empty column. (The solver before this one took the columns as alike
//! throughout, and called deals 1, 63, 72 and 100 unwinnable: all four
//! are won.)
//!
//! The prunes, each sound: a position left out never wins where the
//! positions tried do not. A property test holds the answers to a plain
//! search of the model's own moves on 80 small random positions (700,
//! of four deals at most, agreed when the prunes were written).
//!
//! - The lowest card of its suit left in play, where it can be
//!   discarded, is the only move tried: it will never discard another,
//!   so the position without it plays every line of the one with it.
//! - Once the stock is dealt, any discard is the only move tried. Nothing
//!   covers a top card any more, so a suit's highest top card stays in
//!   sight until a higher one discards it: the position without the
//!   discarded card plays every line of the one with it, using that card
//!   wherever the line used the discarded one.
//! - Pledges. If a winning line never has card X on top while a lower
//!   card of its suit tops another column, X discards nothing in it, and
//!   the same line wins without X (every other move stays legal; a move of
//!   the card above X that leaves X alone becomes a move of that card
//!   alone). So a card kept through a deal when it could have been
//!   discarded is pledged until it has that chance; discarding it before
//!   is not tried, and a pledged card with no lower card of its suit left
//!   ends the line: the line that discarded it before the deal is tried
//!   instead. (Repeating this on any winning line moves discards earlier
//!   and ends, so some winning line keeps every pledge.) The last deal
//!   drops the pledges, where the previous rule takes over.
//! - An ace over another card (not an ace) must go into an empty column,
//!   where it stays at the bottom for good, aces never being discarded;
//!   so such aces may not outnumber the columns without an ace at the
//!   bottom. When every column has one there, no card moves again, and a
//!   card with no higher one of its suit in another column (now or to be
//!   dealt there) can never be discarded.
//! - The deals pile up. After a deal every column has a card and the
//!   top cards are that deal's, so unless two of them share a suit
//!   nothing moves but the next deal. The deals after the last one with
//!   such a pair (the final deal aside) therefore pile up untouched, the
//!   final deal on top, over whatever the play before left. The discards
//!   among the piled cards, made in any order, reach one position (a
//!   discard never spoils another: the card that outranked the discarded
//!   one outranks all it did, and nothing covers it any more); if they
//!   stop before they uncover a card under the pile, leaving a card
//!   besides aces, no column is empty and nothing moves again. Such a
//!   deal is lost before any search: one in ten, those whose last four
//!   cards are of four suits among them (deal 11 took 8.5 million
//!   positions without this). Once the play reaches those deals, a deal
//!   is made only where the piled deals, dealt onto the position itself,
//!   do not stick the same way.
//! - A card enters the key as its suit and its place among the cards of
//!   its suit still in play (the stock's included), since only those
//!   comparisons decide what can be discarded. The key is a 64-bit hash,
//!   which could only ever make the search miss a line (a few chances
//!   in a million for the largest, of 12 million positions).
//! - What the end requires, learnt ([`learn`]): each position the
//!   depth-first search reaches is first searched alone by the plain
//!   rules (800 positions at most); a loss found there keeps the cards it
//!   rests on, each column's from the lowest ever on top up, and proves
//!   lost every later position showing the same, whatever lies under
//!   them (the argument is in [`learn`]). Deal 66 took 433,699 positions
//!   without it. The best-first pass does without: it is there for wins.
//!
//! The search is best-first ([`best`]) within 75,000 positions: it finds
//! most wins in a few thousand, where the depth-first search would first
//! exhaust what lies under an early mistake. Then the depth-first search
//! ([`deep`]) starts over: it is quicker per position and keeps only keys
//! and what each loss rests on, which the proofs need; it learns a nogood
//! at every position it finishes lost (round five, below).
//!
//! Measured on deals 1-1000 at a second each (`felt solve acesup 1-1000
//! --summary --jobs 1 --limit 1s`, a shared core) before the piled deals:
//! 478 solved, 34 proven unwinnable, 488 undecided (median 534 ms, peak
//! 41 MB), where KPatience's solver decides 589 of its own deals 1-1000
//! (485 won). Random shuffles both, so the shares compare, not the
//! deals. KPatience's search makes the first discard it finds and
//! nothing else, so its losses are those of that narrower game: about
//! as many as the deals whose last four cards are of four suits. The wins
//! nearly match; the proofs do not: an unwinnable deal is searched to the
//! end, and most take one to five million positions here (deals 66, 37
//! and 34: 0.7, 2.8 and 2.6 million; 2 and 8 more than 30 million).
//! Each prune above took a share (the pledges about a third on those
//! three), none an order, but the piled deals: on deals 1-200 at a
//! million positions each (`--limit 1000000`) they decide 139 (99 won)
//! where 104 were; the proofs of deals 37 and 66 take 0.42 and 0.43
//! million positions. At a second each as above, beside four other
//! searches on two cores (load 9): 480 solved, 186 proven unwinnable,
//! 334 undecided (666 decided; median 5 ms, peak 41 MB); at a million
//! positions each, 480 solved and 197 proven unwinnable (677 decided).
//! With the nogoods learnt, deals 1-200 at a second each (load 8, a
//! shared core): 99 solved, 64 proven unwinnable (163 decided, was 139
//! at a million positions; deal 66 takes 0.01 s, was 0.6), slowest
//! 1.1 s; most of what is left takes over ten million positions without
//! them (deals 2, 8, 19, 21, 28, 30, 31). Deals 1-1000 at a second each
//! (load 8), one after the other without and with them: 480 solved both
//! times, 194 then 304 proven unwinnable (674 then 784 decided; deal 138
//! alone went the other way, its million positions slower to reach).
//!
//! The lead's later changes. Every position a nogood names has its top
//! cards in it, so the shapes are kept by the deals made and the four
//! top cards, and a column's top cards are hashed once a lookup, not
//! once a shape: the lookups had taken half the time (`perf`, deal 19),
//! and the cap of 2,048 shapes a deal they needed went. And the learning
//! counts in the search's budget (a position searched alone, or 16
//! shapes tried, a unit): the game steps 64 units between looks at its
//! clock, and 64 expansions learning took up to 110 ms (`stepmax`, a
//! scratch timer of `step(64)` with the game's limits over deals 1-60,
//! load 8). Now a step's median is 0.006 ms, its p99 0.47 ms (before the
//! learning: 0.011 and 0.05 ms, at 4 times the steps). Deals 1-200 at a
//! second each (load 5): 99 solved, 67 proven unwinnable (166 decided).
//! With lookups this cheap a search alone may go further: 800 positions
//! instead of 300 decide 169 (deal 19 proven lost), 2,000 decide 168
//! (load 3); with 800 a step's p99 is 1.2 ms, its p999 2.2 ms (load 8).
//! A lookup then first finds, per column, which counts of top cards some
//! nogood of those tops names there, and hashes only the shapes made of
//! such columns: deals 1-40 at 200,000 positions (the same work, the
//! same answers) in 5.2 and 5.4 s against 6.3 and 6.8 s, alternating.
//!
//! Tried and dropped: a greedy first pass that discards wherever it can
//! (the best-first search finds its wins and more); weighing the score
//! differently (cards on the table against deals, 2:3 or 4:4 with or
//! without the buried cards and aces) changed a win or two in 50 deals;
//! a sleep set (the table already merges the orders of discards); a
//! pledge kept until its card is the only one outranking a lower card
//! of its suit (sound by the same argument, but deal 66 took 423,559
//! positions instead of 433,699 and no deal of 1-200 more was decided);
//! a best-first cap of 50,000 (the same 139 of deals 1-200 decided); for
//! the nogoods, 100 or 1,000 positions a search alone instead of 300
//! (155 and 156 of deals 1-200 decided at a second; with 1,000 a slice
//! of 256 expansions can take a second), at most 24 shapes of nogoods a
//! deal (5 of the 61 undecided deals of 1-200 decided, 22 with no cap),
//! learning in the best-first pass too (99 wins of deals 1-200 fell to
//! 51), searching alone only near the last deals (the last 4: 12 of those
//! 61, all 12 deals: 23). What
//! is left undecided is mostly lost at the last deals with millions of
//! ways to get there: in deal 19 every last deal sticks. The nogoods
//! prove it with 20,000 positions a search alone, in 5 s: a nogood names
//! every card ever on top, so one learnt early in a deal rarely fits
//! another position; fewer reads (a column's top cards only while the
//! cards under them cannot change what moves) would reach further.
//!
//! Round three. The searches alone now learn at every position they
//! finish lost whose search met nothing on the path above it, and look
//! nogoods up at every position ([`learn`] has the argument). A test
//! checks every position a nogood matches, learnt from random mid-stock
//! points of 60 small games, and its neighbours (a card replaced,
//! removed, added under or swapped; a deal more or less made) against
//! the model's plain search: it fails if `fits` hashes only the top card
//! of each column, if a position's reads leave out its top cards, or if
//! a position whose search met its path is learnt; it does not fail if
//! the nogoods forget the deals made (no neighbour showed it). Deals
//! 1-1000 at 150,000 units (`--limit 150000 --summary --jobs 1`): 478
//! solved, 352 proven unwinnable before; 481 and 392 now (873 decided,
//! 43 more, none less). But a unit costs more time: deal 2 at 150,000
//! took 0.66 s of CPU before, 2.8 to 3.2 s now (lookups are 60 % of
//! `perf`'s samples). At about the same CPU, deals 1-1000: 478 solved,
//! 352 proven unwinnable before at 150,000 (197 s of CPU); 475 and 365
//! now at 60,000 (190 s): 840 decided against 830, 21 newly, 11 no
//! longer (211 323 454 563 628 639 681 690 698 845 950; the best-first
//! search's cap is half the limit). So lookups must get cheaper, or
//! fewer, before the nogoods pay by the clock what they pay by count.
//! Tried and dropped: lookups only where a deal was just made (13 undecided of
//! 1-100 at 150,000, against 10), 2,000 positions a search alone (the
//! same 10, twice the time), a re-met position whose loss rested on one
//! learnt since reading everything instead of being searched again (the
//! same), and a lookup asking only for the counts of cards some shape
//! names (slower: the shapes of a set of top cards are many).
//! By the clock (the lead: `--limit 1s`, deals 1-1000, this build and the
//! one before side by side, a core each): 481 solved, 355 proven
//! unwinnable (83.6 %) against 480 and 352 (83.2 %). A unit of the
//! budget now stands for several times the work it did, so a `step` of
//! the same units takes longer: the units want weighing again.
//!
//! Round four, the lookups cheaper ([`learn`]). A lookup no longer tries
//! the shapes of its top cards one by one (560 a lookup on deal 2): per
//! set of top cards the nogoods keep, per column, the counts of top cards
//! they name, and a lookup probes only the shapes made of counts named
//! there (a column's cards first in a filter of the nogoods' columns), the
//! first learnt of those that match answering as before; a filter of a
//! bit a hash (a megabyte) in front of the nogoods' map tells most misses
//! (deal 2 at 150,000: 25 million shapes probed, 330,000 found). The same
//! output deal by deal on 1-300 at `--limit 150000`, and the same summary
//! of 1-1000 (481 solved, 392 proven unwinnable), in 287 s of CPU against
//! 507 s (both runs at once, load 8; peak 48 MB against 25). Deals 2 8 21
//! 28 30 at 150,000, old and new alternating, twice: 14.0 and 14.3 s of
//! CPU against 8.2 and 8.3 s. At 250,000 (its run overlapping theirs),
//! 482 solved, 395 proven unwinnable (877 decided; 64 519 650 842 newly,
//! none no longer) in 382 s of CPU. `--limit N` counts positions (N kept
//! by the main search, 4N searched alone), not units of a step: the
//! step's weighing, now by the hashes a lookup probes (16 to a position),
//! sets only how long a slice runs. Tried and dropped: the filters' bits in a
//! block chosen by the top cards (eight cache lines a lookup): slower
//! (deal 2 at 150,000: 2.03 s of CPU against 1.84; perhaps a few top
//! cards hold most nogoods and fill their blocks, not measured).
//!
//! Round four (fewer positions to a proof). Once the stock is dealt, the
//! searches alone leave out what this search does: one discard where
//! there is one, and a move only into the first empty column and only of
//! a card over another ([`learn`] has the argument); a position not won
//! reads the card nearest a top that is not an ace. Fewer moves read
//! fewer cards, and the searches alone take fewer of their budget's
//! positions. Deals 1-1000 at 150,000 (`--limit 150000 --summary --jobs
//! 1`): 481 solved, 392 proven unwinnable before; 482 and 394 now (876
//! decided: 133 won, 241 and 666 proven lost; none less). Of the 20
//! undecided at 1 s, deal 2 took 3.1 s instead of 4.6, 119 0.9 instead
//! of 1.4 (one run each, load 5). Measured in the search of deal 2 at
//! 150,000 (a scratch count): most positions lie at the last two deals
//! (73,099 at the last deal but one, 49,749 of whose last deals stick),
//! and the searches alone have spent their budget long before.
//!
//! Round four by the clock (the lead: `--limit 1s`, deals 1-1000, a core
//! each): 482 solved, 383 proven unwinnable (86.5 %) beside the build
//! before both rounds, which gave 481 and 363 (84.4 %); again, beside a
//! build whose best-first cap was 50,000, 482 and 384 (86.6 %). That cap
//! gave 480 and 386: no gain, dropped.
//!
//! Round five: the main search learns from its own proofs ([`deep`], the
//! search of the small games no longer). Every position it finishes lost,
//! whose search met nothing on the path above it, is kept as a nogood, as
//! the searches alone keep theirs, with what its prunes read besides the
//! cards: the pledges kept that it read, and per suit a height below
//! which the cards in play must be the same ([`deep`] has the argument).
//! A position met again by its key whose cards are not the very ones of
//! the position searched (the key counts places among the cards in play)
//! is lost, but reads the whole position unless a nogood names it. And
//! the nogoods are kept up to 4 million instead of 500,000: the searches
//! alone had filled the 500,000 on deal 2 long before the main search
//! learnt (650,000 are learnt there at 150,000 now, peak memory the same).
//! Deals 1-1000 at 150,000 (`felt solve acesup 1-1000 --summary --jobs 1
//! --limit 150000`), old and new one after the other (load 3): 482
//! solved, 394 proven unwinnable (876 decided) in 107 s of CPU before;
//! 483 and 421 now (904 decided) in 125 s. None no longer decided, 28
//! newly (28 31 41 64 169 197 239 318 347 376 378 452 519 523 624 650 667
//! 712 741 751 765 789 842 849 852 863 886 935), 0 replay failures, peak
//! 48 MB both. The cap of 4 million alone (the searches alone as before)
//! gave 482 and 406 (888). A position costs more: deals 2 8 21 30 62 at
//! 150,000 (all undecided), old and new alternating, 3.6 s of CPU against
//! 4.3 to 5.0 (`perf` on deal 2: `known` 39 % both, `learn` and `search`
//! 31 % against 29 %, 3,000 samples against 2,000; the nogoods are more).
//! By the clock (`--limit 1s`, deals 1-1000, one after the other on a
//! core of a shared machine): 483 solved, 422 proven unwinnable (905
//! decided, 90.5 %; load 2.4 to 1.3, peak 79 MB) against 482 and 391
//! (873; load 2.8, peak 46 MB) for the build before; round four's sweep
//! had 865. Tried and dropped: not learning a loss that reads every card
//! (it names its position alone, which the table holds; 901 decided at
//! 150,000 instead of 904: the searches alone, and positions pledging
//! more, meet it too).
//! The test of [`deep`]'s nogoods fails if they forget the pledges, if
//! `fits` hashes only top cards, or if a position whose search met its
//! path is learnt; it does not fail if they forget the heights of the
//! lowest cards, if a key's match alone reads as the very cards, or if
//! the piled deals' reads are left out (no small game showed any).
//!
//! Round five by the clock (the lead). With `--limit 1s` a game's limit
//! is its cap of 12 million positions, so the searches alone could take
//! 48 million: on deal 2 they took nearly all of a second, the main
//! search keeping about 2,000 positions. They now take 250,000 at most
//! in all (`LEARN_CAP`; `--limit N` gives them 4N up to that), and the
//! main search keeps about 340,000 a second there. Deals 1-1000 at a
//! second (`--limit 1s --summary --jobs 1`, two sweeps side by side, a
//! core each), with the searches alone capped at: 0, 404 proven
//! unwinnable; 100,000, 437; 175,000, 438; 250,000, 441 and 442; 600,000,
//! 427 and 432; 2 million, 421; no cap, 416 (483 or 482 solved in each).
//! The build kept: 483 solved, 440 proven unwinnable, 77 undecided
//! (92.3 %, median 2.5 ms, peak 142 MB) beside round four's build, which
//! gave 482, 391 and 127 (87.3 %); every deal undecided now was undecided
//! there. By count the cap loses: at 150,000, 481 and 391 (872 decided,
//! in 93 s of CPU) against 904 (151 s). Of the 75 deals a sweep at a
//! second left undecided, 37 are proven lost given 2 seconds and 52
//! given 3: the search wants speed now. `perf` on deal 2 at 2 s: the
//! lookups (`Learnt::known`) 34 %, `Learnt::learn` 11 %. Tried and
//! dropped: the best-first pass capped at 50,000 (the same 924 decided,
//! against 925); 300 positions a search alone instead of 800 (922).
//!
//! Round six, speed (the work of a position, the same answers; the
//! nogoods' lookups aside). `perf` on deal 2 at a million positions had
//! the depth-first search's own work at about 40 % of the time, spread
//! thin: its table (`hashbrown`, probed three times a position), the
//! children, the key, [`stuck`], the exact hash. Now:
//! - [`deep`]'s table is its own: open addressing, a slot of 8 bytes (32
//!   bits of the key and an index into a list of entries, which holds the
//!   whole key, what became of the position, its exact hash and reads),
//!   where a `hashbrown` entry was 40 bytes and its control bytes lay
//!   apart: a lookup of a key not met reads one cache line, the slot it
//!   found takes the insertion, and a position finished writes its entry
//!   without probing again. The children's keys are worked out when they
//!   are made and their slots read together, so that their misses of the
//!   cache overlap (the table is tens of megabytes at a million positions;
//!   that wait is still about 6 % of `perf`'s samples). The exact hash and
//!   its column order are worked out once where they were twice.
//! - Whether the deals still to come stick is worked out once a position
//!   (its deal child and its reads asked for it apart), and mostly at
//!   once: each deal's [`Pile`], its deals settled alone, says it when
//!   every column keeps one of their cards.
//! - The key reads a card's place from a table of each suit's places
//!   ([`places`]), not by counting bits card by card, and mixes a
//!   column's cards eight to a word; the exact hash packs them the same
//!   way; the cache of the last key went (each position is keyed once).
//!   `cachegrind`, deal 2 at 200,000: the key 226 million instructions
//!   before, 168 million after, of 3.11 and 2.87 billion in all.
//! - The outranked top cards as one mask without branches, pledges
//!   redeemed by each suit's lowest top card, and the cards a move kept
//!   taken as the shorter column (a move changes top cards only); the
//!   best-first score reads a column twice, not every pair of its cards.
//!
//! Deals 1-300 at 150,000 print the same output deal by deal. CPU
//! seconds of deals 2 8 30 at a million positions (`felt solve acesup N
//! --limit 1000000` under `time`, summed), old and new alternating,
//! three rounds: 5.02, 5.67, 4.83 against 3.98,
//! 4.28, 4.21 (1.2 times as fast); of deals 2 8 30 62 107, four rounds:
//! median 6.68 s against 5.68, least 6.43 against 5.42; of deal 2 alone,
//! ten rounds: median 2.59 s against 2.03, least 2.19 against 1.77. Deal
//! 2 at a second peaks at 84 MB instead of 97. The nogoods' lookups and
//! learning are now about 60 % of the time. Deals 1-1000 at a second
//! (`--limit 1s --summary --jobs 1`), old and new one after the other
//! (load 2 to 3): 483 solved, 431 proven unwinnable, 86 undecided (914
//! decided; 164 s of CPU, peak 111 MB) before; 483, 457 and 60 now (940
//! decided; 133 s, peak 147 MB: more positions a second). 29 deals newly
//! decided; 257, 296 and 443 no longer, each near a second in both
//! builds (at 3 s: 0.89, 1.04 and 0.84 s against 0.95, 1.10 and 1.05).
//! Two steps the clock could not tell from the ones before them (the
//! machine drifts 10 %), kept on other grounds: slots of 8 bytes against 16 (the key whole), for the
//! memory; the children's slots read together, which moved most of the
//! wait from the step to [`Deep`]'s `push` and cut it (`perf`: 14 % of
//! the samples in the two against 11 %).
//!
//! Round six, the lookups ([`learn`]; the lead). The same answers, each
//! step checked as above (deals 1-300 at 150,000 print the same), timed
//! by the least of five alternating runs of deals 62 and 131 (or 62 131
//! 171) at 5 million positions:
//! - a filter of the nogoods' first two and first three columns, so a
//!   lookup leaves out the shapes that follow a start no nogood has
//!   (deal 2 at a million positions: 33 million probes against 67);
//! - the three filters a megabyte in all, about a core's second-level
//!   cache, where they were 3.25 MB (1.91 s against 2.00);
//! - the nogoods in a table of their own ([`nogoods`]), a hash and what
//!   it holds side by side: one cache miss a probe where the map's
//!   control bytes and entries took two (1.79 s against 1.85);
//! - the first learnt of the nogoods that match answers by its own place
//!   in the order of learning, where its shape's place among those of its
//!   tops took a map entry a nogood learnt (1.86 s against 1.93);
//! - a column's counts probed with no branch on what a probe finds, so
//!   the probes overlap (2.74 s against 2.86), and a nogood learnt hashes
//!   only the cards it names (2.36 s against 2.48).
//!
//! Tried and dropped (each by the same timing, or by the positions a
//! proof takes): the shapes' later columns probed the same way, level by
//! level (2.89 s against 3.16: the arrays they fill cost more than the
//! overlap gains); two bits a hash in the filters (no gain); the top
//! cards' hashes kept in the store between lookups instead of made anew
//! (slower); not looking nogoods up for the children a discard makes,
//! whose lookups find one in 3 to 12 % (deal 171 took 4 million positions
//! instead of 0.6); not learning a position whose search took fewer than
//! 2 or 8 positions (deal 171: 2.15 and 8.9 s against 1.18); the most
//! general of the nogoods that match answering instead of the first
//! learnt (the same positions within 1 %); a position met by its key
//! whose cards are not the very ones reading its reads and every suit's
//! cards in play rather than every card (more positions); the searches
//! alone given a share of each lookup instead of a budget spent first
//! (no gain).
//!
//! With a position cheaper, the caps again: deals 1-1000 at a second
//! (`--limit 1s --summary --jobs 1`, two sweeps at a time, a core each),
//! 935 decided with the caps before (best-first 150,000, searches alone
//! 250,000); 944 with the best-first at 75,000; 940 with the searches
//! alone at 400,000; 945 and 949 with both, kept; 943 with 600,000 and
//! 75,000; 948 with 400,000 and 40,000; 946 with 300,000 and 60,000; 945
//! with 400,000, 75,000 and 1,500 positions a search alone. 483 solved
//! in every sweep: the best-first pass at 75,000 found every win it had
//! found at 150,000. The machine's speed drifts: later sweeps of the
//! build kept gave 939 and 937, and beside it round five's build gave
//! 917 (it had given 923 to 925 when it was made): 20 more decided, side
//! by side. `perf` on deal 62: the lookups are 35 % of the time and the
//! learning 11 %; most of the rest of those waits on memory (the
//! filters, then the nogoods' table).
//!
//! Round seven (the lead). A new nogood (its hash never in the filter)
//! waits to go into the table with seven others, their slots read side by
//! side ([`nogoods`]): `perf` on deal 62 had the learning at 14 % of the
//! time, seven tenths of it waiting on the one slot it read, and has it
//! and the batches at 8 % now. The same output on deals 1-300 at 150,000;
//! deals 62, 131 and 171 at 5 million positions, eight rounds
//! alternating: a median of 2.48 s of CPU against 2.97, the least 2.20
//! against 2.36. Deals 1-1000 at a second (`--limit 1s --summary --jobs
//! 1`), each sweep alone on the machine: 483 solved, 477 proven lost, 40
//! undecided (96.0 %, twice; medians 2.1 and 2.2 ms, peaks 168 and 152
//! MB); round six's build gave 958 and 965 decided the same way. Two
//! sweeps side by side, a core each, this build and round six's: 951
//! against 950. The sweeps share the memory and the third-level cache
//! (32 MB here, about what one search's tables take), and this search
//! waits mostly on memory: the sweeps of round six, all run side by side,
//! decided 937 to 949.
//!
//! Session 43: the depth-first search runs on the engine's
//! ([`DepthFirst`] with [`Puzzle::LEARNS`], issue 35), its own loop and
//! table gone; [`deep`] keeps what is Aces Up's (a position's own reads,
//! the path's notes, what became of each position entered), and the
//! engine's table keeps with each key that position's place. The same
//! answers and positions: deals 1-1000 at 200,000 (`felt solve acesup
//! 1-1000 --summary --jobs 1 --limit 200000`), 483 solved, 412 proven
//! lost, 105 undecided, positions median 7,122, p99 and most 200,000,
//! before and after. (The engine's table is full when a claim fills it,
//! this search's was when a new position came to a full one: it is given
//! one position more, and the one that found it full is not counted.)
//! `callgrind` at 200,000, the instructions before and after: deals 2, 8
//! and 30 (undecided) 3.580, 3.059 and 2.955 billion against 3.596, 3.078
//! and 2.977 (0.4 to 0.8 % more: the engine's loop asks the puzzle at
//! each turn, and its table keeps a key's value in an array beside the
//! keys, three quarters full, zeroed as it grows, where this one's slot
//! of 8 bytes held 32 bits of the key and the index, half full); deals
//! 37 and 66 (proven lost) 0.4 % fewer. The solver's wasm is smaller:
//! 190,911 bytes gzipped against 191,214 (the web profile and
//! `.ci/build-web`'s `wasm-opt`), once the engine's depth first frees and
//! truncates only the vectors a puzzle's way fills (the first version,
//! without, was 476 bytes larger). Deals 1-500 at a second,
//! alternating with the build before (load 2): 249 solved, 230 proven
//! lost both times before; 230 and 234 after; peak 150 MB against 125
//! (an entry no longer holds its key). Again with the final build (load
//! 1.7 to 2.8): 231 and 234 before, 227 and 229 after, peaks 116 and 151
//! MB against 102 and 104: the four sweeps each way overlap (230 to 234,
//! 227 to 234), a point's worth of the drift.
//!
//! Then (session 44) the searches alone of [`learn`] went onto the engine
//! too: they had been a recursion of their own over a map cleared between
//! them, 800 positions at most and up to hundreds of thousands of them a
//! deal. Each is now a depth first over a puzzle that borrows the nogoods
//! for its one run, on the memory the search before gave up
//! ([`crate::solver::engine::depth::Spare`]). The same answers and
//! positions (`felt solve acesup A-B --summary --jobs 1 --limit 200000`:
//! 1-1000 483 / 412 / 105, median 7,122 positions; 20001-21000 488 / 417
//! / 95, median 5,926). Instructions at 200,000 (callgrind), before and
//! after: deal 2 3.596 G to 3.514, 8 3.078 to 3.033, 30 2.977 to 2.909,
//! 37 0.2850 to 0.2865, 62 3.224 to 3.193; the move alone cost 0.6 to
//! 1.5 %, and the key of a search alone reading eight cards a word paid
//! for it. The solver's wasm grew 2,156 bytes gzipped (192,436 to 194,592
//! by the size test's measure): the engine's depth first is made for a
//! second puzzle. One puzzle for both searches was smaller (193,695) but
//! 1.6 % more instructions on deal 62: a search alone starts inside the
//! main search's, and the expansion was no longer inlined.
mod best;
mod deep;
#[cfg(test)]
mod deep_tests;
mod learn;
#[cfg(test)]
mod nogood_tests;
mod nogoods;
#[cfg(test)]
mod speed_tests;
#[cfg(test)]
mod tests;

use super::engine::best::BestFirst;
use super::engine::depth::DepthFirst;
use super::engine::Puzzle;
use super::{Answer, Limits, Search};
use crate::games::acesup::{height, AcesUp, COLUMNS, DISCARDS};
use crate::games::Patience;
use crate::model::card::Card;
use crate::model::moves::Move;
use crate::model::pile::PileId;
use crate::model::sort::sort_by_key;
use crate::solver::engine::hash::{combine, fnv_step, FNV_OFFSET, GOLDEN};
use deep::Deep;
use learn::Learnt;

/// Cards a column of the search can hold: a dealt column never holds more
/// than one moved card and thirteen dealt ones.
const CAP: usize = 20;

/// A card of the search: its suit (0..4) and its height (2..=14, aces
/// high), packed as `height * 4 + suit`.
type Packed = u8;

fn pack(card: Card) -> Packed {
    height(card) * 4 + card.suit().index() as u8
}

fn suit(c: Packed) -> u8 {
    c % 4
}

/// An ace's height.
const ACE: u8 = 14;

fn high(c: Packed) -> u8 {
    c / 4
}

/// An Aces Up position for the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct State {
    cards: [[Packed; CAP]; COLUMNS],
    len: [u8; COLUMNS],
    /// Deals made from the stock so far.
    dealt: u8,
    /// Per suit, the heights still outside the discards (bit h).
    left: [u16; 4],
    /// Per suit, the heights of the cards kept through a deal when they
    /// could have been discarded, until they could discard a lower card
    /// of their suit (see [`Deal::children`]).
    pledged: [u16; 4],
}

impl State {
    fn top(&self, col: usize) -> Option<Packed> {
        let n = usize::from(self.len[col]);
        (n > 0).then(|| self.cards[col][n - 1])
    }

    /// Whether the top card of `col` may be discarded.
    fn outranked(&self, col: usize) -> bool {
        let Some(card) = self.top(col) else {
            return false;
        };
        (0..COLUMNS).any(|o| {
            o != col
                && self
                    .top(o)
                    .is_some_and(|t| suit(t) == suit(card) && high(t) > high(card))
        })
    }

    /// The columns whose top card may be discarded (bit c), all at once
    /// and without a branch on the cards: [`State::outranked`] of each
    /// column branched on every pair, which the cards make unpredictable
    /// (`perf` had it at 3 % of deal 2 where it was called as often). Two
    /// packed cards of a suit compare as their heights.
    fn outranked_mask(&self) -> u8 {
        let valid: [bool; COLUMNS] = std::array::from_fn(|c| self.len[c] > 0);
        // An empty column's "top" is any card of it: `valid` leaves it out.
        let tops: [Packed; COLUMNS] =
            std::array::from_fn(|c| self.cards[c][usize::from(self.len[c]).saturating_sub(1)]);
        let mut mask = 0;
        for c in 0..COLUMNS {
            let mut outranked = false;
            for o in 0..COLUMNS {
                outranked |= valid[o] & ((tops[o] ^ tops[c]) & 3 == 0) & (tops[o] > tops[c]);
            }
            mask |= u8::from(outranked & valid[c]) << c;
        }
        mask
    }

    fn pledged(&self, card: Packed) -> bool {
        self.pledged[usize::from(suit(card))] & 1 << high(card) != 0
    }

    /// Frees the pledge of each top card that could now discard a lower
    /// card of its suit from another column.
    fn redeem(&mut self) {
        if self.pledged == [0; 4] {
            return;
        }
        // Each suit's lowest top card (the cards differ, so a pledged top
        // card has a lower one elsewhere if it is not the lowest itself).
        let mut lowest = [u8::MAX; 4];
        for c in 0..COLUMNS {
            if let Some(t) = self.top(c) {
                let k = usize::from(suit(t));
                lowest[k] = lowest[k].min(high(t));
            }
        }
        for c in 0..COLUMNS {
            let Some(card) = self.top(c).filter(|&t| self.pledged(t)) else {
                continue;
            };
            if lowest[usize::from(suit(card))] < high(card) {
                self.pledged[usize::from(suit(card))] &= !(1 << high(card));
            }
        }
    }

    /// The card nearest a top that is not an ace (its column and index):
    /// what a position that is not won reads to show it.
    fn nearest_non_ace(&self) -> Option<(usize, usize)> {
        self.nearest_non_ace_below(self.len, self.len)
    }

    /// The card nearest a top that is not an ace among each column's
    /// `upto[c]` lowest cards, nearness counted from a top at height
    /// `tops[c]`: where the deals to come are read (the cards over a
    /// position's own being dealt ones, or none of them such a card).
    fn nearest_non_ace_below(
        &self,
        upto: [u8; COLUMNS],
        tops: [u8; COLUMNS],
    ) -> Option<(usize, usize)> {
        (0..COLUMNS)
            .filter_map(|c| {
                let column = &self.cards[c][..usize::from(upto[c])];
                Some((c, column.iter().rposition(|&x| high(x) != ACE)?))
            })
            .min_by_key(|&(c, i)| usize::from(tops[c]) - i)
    }

    fn discard(&self, col: usize) -> State {
        let mut s = *self;
        let card = self.top(col).expect("a card to discard");
        s.len[col] -= 1;
        s.left[usize::from(suit(card))] &= !(1 << high(card));
        s
    }
}

/// Per suit, the place of each height among the heights of `left` (how
/// many lie below it), four bits a height: height `h`'s at bit `4 * (h -
/// 1)`, for `h` from 1 up. Each height's bit is spread to the lowest bit
/// of its four, and a product by `0x1111…` adds each four to all above
/// it: a sum of at most 13 never carries into the next.
fn places(left: &[u16; 4]) -> [u64; 4] {
    std::array::from_fn(|k| {
        let mut x = u64::from(left[k]);
        x = (x | x << 24) & 0x0000_00FF_0000_00FF;
        x = (x | x << 12) & 0x000F_000F_000F_000F;
        x = (x | x << 6) & 0x0303_0303_0303_0303;
        x = (x | x << 3) & 0x1111_1111_1111_1111;
        x.wrapping_mul(0x1111_1111_1111_1111)
    })
}

/// The first slot where `hash` may be in an open-addressed table of
/// `slots` (a power of two): the hash is one already, and the high bits of
/// a product spread it over the slots whatever bits it varies in.
fn home(hash: u64, slots: usize) -> usize {
    (hash.wrapping_mul(GOLDEN) >> 32) as usize & (slots - 1)
}

/// The stock of a deal, which never changes: the search only counts.
#[derive(Clone)]
struct Deal {
    /// Each deal's cards, t0's first.
    deals: Vec<Vec<Packed>>,
    /// The first of the deals from which no move is left but the next
    /// deal until the last (see [`forced`]).
    forced: usize,
    /// Whether those deals lose the game whatever is played before them:
    /// they pile up untouched, each column holding one of the last, and
    /// [`stuck`] before they uncover a card under them.
    doomed: bool,
    /// Per count of deals made, the deals still to come settled alone
    /// ([`Pile`]).
    piles: Vec<Option<Pile>>,
    start: State,
    /// What the end requires, learnt ([`learn`]).
    learnt: Box<Learnt>,
}

/// The deals from one on, dealt onto empty columns and settled
/// ([`settle`]), where every column keeps a card of them: then the same
/// deals dealt onto any position settle to that position with these
/// cards over it. Every discard of the pile alone is one of the deals
/// over the position too (the same top cards: no column of the pile runs
/// out), and there they end as alone, with the same top cards; the
/// discards reach one position in any order ([`stuck`]). So whether the
/// deals stick over a position is known without dealing them (`perf` on
/// deal 2 had the dealing and settling at 4 % of the time).
#[derive(Clone, Copy)]
struct Pile {
    /// Whether one of the dealt cards left (at least one a column) is not
    /// an ace.
    non_ace: bool,
}

/// The [`Pile`] of the deals from each one on, where there is one.
fn piles(deals: &[Vec<Packed>]) -> Vec<Option<Pile>> {
    let empty = State {
        cards: [[0; CAP]; COLUMNS],
        len: [0; COLUMNS],
        dealt: 0,
        left: [0; 4],
        pledged: [0; 4],
    };
    (0..deals.len())
        .map(|d| {
            let s = settle(covered(empty, &deals[d..]));
            (0..COLUMNS).all(|c| s.len[c] > 0).then(|| Pile {
                non_ace: s.nearest_non_ace().is_some(),
            })
        })
        .collect()
}

impl Deal {
    /// The key of [`Puzzle::key`], worked out. Each card's value (its
    /// suit, whether it is pledged, and its place among the cards of its
    /// suit in play) fits in 7 bits: a column's values are packed eight to
    /// a word, its length with them, and mixed once a word, where the
    /// hash before mixed once a card (`perf` had it at 5 % of deal 2).
    /// Within a word the mix is a bijection, so columns of up to eight
    /// cards that differ hash apart.
    ///
    /// A card's place is read from a table of each suit's places made
    /// once a key ([`places`]), not counted card by card (`count_ones`
    /// is a dozen instructions without the `popcnt` of newer targets:
    /// `cachegrind` had the key at 7.7 % of deal 2's instructions).
    fn hash(&self, s: &State) -> u64 {
        let places = places(&s.left);
        let relative = |card: Packed| {
            let k = usize::from(suit(card));
            u64::from(suit(card)) << 4
                | u64::from(s.pledged[k] >> high(card) & 1) << 6
                | places[k] >> (4 * high(card) - 4) & 0xF
        };
        let mut hashes: [u64; COLUMNS] = std::array::from_fn(|c| {
            let column = &s.cards[c][..usize::from(s.len[c])];
            column
                .chunks(8)
                .fold(FNV_OFFSET ^ u64::from(s.len[c]), |h, chunk| {
                    fnv_step(h, chunk.iter().fold(0, |w, &card| w << 8 | relative(card)))
                })
        });
        // Columns are alike only once the stock is dealt.
        if usize::from(s.dealt) == self.deals.len() {
            sort_by_key(&mut hashes, |h| *h);
        }
        let key = u64::from(s.dealt).wrapping_mul(GOLDEN);
        hashes.into_iter().fold(key, combine)
    }
}

impl Puzzle for Deal {
    type State = State;
    type Move = Move;

    /// The best-first search ranks Aces Up's positions by [`best::score`]:
    /// the lowest first, the newest among equals.
    fn score(&self, state: &State) -> i32 {
        -(best::score(state) as i32)
    }

    fn start(&self) -> State {
        self.start
    }

    fn is_won(&self, s: &State) -> bool {
        usize::from(s.dealt) == self.deals.len() && s.left.iter().all(|&l| l & !(1 << ACE) == 0)
    }

    /// The columns hashed one by one and sorted, so the same cards in
    /// other columns give the same key; each card counted by its suit and
    /// its place among the cards of its suit still in play, since only
    /// those comparisons decide what can be discarded.
    fn key(&self, s: &State) -> u64 {
        self.hash(s)
    }

    fn is_dead(&mut self, s: &State) -> bool {
        if self.doomed && usize::from(s.dealt) < self.deals.len()
            || dead(s, &self.deals[usize::from(s.dealt)..])
        {
            return true;
        }
        self.learnt.lost(&self.deals, s).is_some()
    }

    /// A discard that cannot be regretted alone, if there is one; else
    /// every discard but of a pledged card, every move into an empty
    /// column (see the module doc), and the deal last, which pledges the
    /// cards that could have been discarded.
    fn children(&self, s: &State, out: &mut Vec<(Move, State)>) {
        self.children_sticking(s, None, out);
    }
}

impl Deal {
    /// The children of [`Puzzle::children`]; `sticks`, where given, is
    /// whether the deals still to come, dealt onto `s`, stick ([`stuck`]),
    /// which the deep search works out once for this and its reads.
    fn children_sticking(&self, s: &State, sticks: Option<bool>, out: &mut Vec<(Move, State)>) {
        let first = out.len();
        self.moves(s, sticks, out);
        for (_, child) in &mut out[first..] {
            child.redeem();
        }
    }

    /// Whether the deals still to come, dealt onto `s`, stick
    /// ([`stuck`]); at once where they settle alone ([`Pile`]).
    fn sticks(&self, s: &State) -> bool {
        let dealt = usize::from(s.dealt);
        match self.piles.get(dealt).copied().flatten() {
            Some(pile) => pile.non_ace || s.nearest_non_ace().is_some(),
            None => stuck(covered(*s, &self.deals[dealt..])),
        }
    }

    /// The children of [`Puzzle::children`], before their pledges are
    /// redeemed.
    fn moves(&self, s: &State, sticks: Option<bool>, out: &mut Vec<(Move, State)>) {
        let col = |c: usize| PileId::Column(c as u8);
        let alike = usize::from(s.dealt) == self.deals.len();
        let outranked = s.outranked_mask();
        let is_outranked = |c: usize| outranked & 1 << c != 0;
        for c in 0..COLUMNS {
            if let Some(card) = s.top(c) {
                let lower = s.left[usize::from(suit(card))] & ((1 << high(card)) - 1);
                if lower == 0 && is_outranked(c) {
                    if !s.pledged(card) {
                        out.push((Move::one(col(c), DISCARDS), s.discard(c)));
                    }
                    return;
                }
            }
        }
        for c in 0..COLUMNS {
            if is_outranked(c) && !s.top(c).is_some_and(|t| s.pledged(t)) {
                out.push((Move::one(col(c), DISCARDS), s.discard(c)));
                // With the stock dealt, no discard can be regretted.
                if alike {
                    return;
                }
            }
        }
        // The deals still to come tell the columns apart: a card may go
        // into any empty column, even from a column of its own. Once the
        // stock is dealt they are alike, and only a card that uncovers
        // another moves, into the first empty column.
        for empty in (0..COLUMNS)
            .filter(|&e| s.len[e] == 0)
            .take(if alike { 1 } else { COLUMNS })
        {
            for c in 0..COLUMNS {
                if s.len[c] >= if alike { 2 } else { 1 } {
                    let mut child = *s;
                    child.len[c] -= 1;
                    child.cards[empty][0] = s.cards[c][usize::from(s.len[c]) - 1];
                    child.len[empty] = 1;
                    out.push((Move::one(col(c), col(empty)), child));
                }
            }
        }
        if let Some(cards) = self.deals.get(usize::from(s.dealt)) {
            let mut child = *s;
            child.dealt += 1;
            if usize::from(child.dealt) == self.deals.len() {
                child.pledged = [0; 4];
            } else {
                for c in (0..COLUMNS).filter(|&c| is_outranked(c)) {
                    let card = s.top(c).expect("an outranked card");
                    child.pledged[usize::from(suit(card))] |= 1 << high(card);
                }
            }
            for (c, &card) in cards.iter().enumerate() {
                child.cards[c][usize::from(child.len[c])] = card;
                child.len[c] += 1;
            }
            // From here only the deals are left: make them and see.
            if usize::from(s.dealt) < self.forced || !sticks.unwrap_or_else(|| self.sticks(s)) {
                out.push((Move::Draw, child));
            }
        }
    }
}

/// A search over Aces Up positions from a given game, in two passes: a
/// best-first search ([`best`]) within a cap, then, if that neither won
/// nor exhausted the deal, the depth-first search from the start.
pub struct AcesUpSearch(Stage);

enum Stage {
    Best {
        /// Boxed: it holds a deal of its own besides `deal`, which made
        /// this stage 560 bytes against the next one's 348 (clippy's
        /// `large_enum_variant`, on the web's target).
        search: Box<BestFirst<Deal>>,
        /// Boxed too, now that the next stage is a box: 288 bytes against
        /// 32 (`large_enum_variant`).
        deal: Box<Deal>,
        limits: Limits,
    },
    Full {
        /// Boxed, as the stage before.
        search: Box<DepthFirst<Deep>>,
        best: usize,
    },
    /// The answer, and the positions kept to find it.
    Done(Answer, usize),
}

/// The moves of the depth-first search (the pass that proves a deal
/// lost) from `game`, for the differential test, with the prunings of
/// [`Deal::children`]: a discard that cannot be regretted alone, the
/// first empty column only once the stock is dealt, and no deal when the
/// deals left stick.
#[cfg(test)]
pub(crate) fn generated(game: &AcesUp) -> Option<super::differential::Generated> {
    use super::differential::Pruning;
    Some(super::differential::Generated {
        lines: super::engine::start_lines(&Deal::new(game, 0)?),
        prunings: &[
            Pruning::SafeHomeAlone,
            Pruning::AlikeEmpty,
            Pruning::WholePileToEmpty,
            Pruning::DealsStick,
        ],
        incomplete: false,
    })
}

impl Deal {
    /// The search's deal from `game`, learning in `learn` positions at
    /// most; none for a position it cannot hold.
    fn new(game: &AcesUp, learn: usize) -> Option<Deal> {
        let mut stock: Vec<Packed> = game
            .pile(PileId::Stock)
            .map_or_else(Vec::new, |p| p.cards().iter().map(|&c| pack(c)).collect());
        // The stock's top card (its last) is dealt first, onto t0.
        stock.reverse();
        let deals: Vec<Vec<Packed>> = stock.chunks(COLUMNS).map(<[Packed]>::to_vec).collect();
        let mut start = State {
            cards: [[0; CAP]; COLUMNS],
            len: [0; COLUMNS],
            dealt: 0,
            left: [0; 4],
            pledged: [0; 4],
        };
        for card in &stock {
            start.left[usize::from(suit(*card))] |= 1 << high(*card);
        }
        for (c, column) in game.columns().iter().enumerate() {
            // A column too tall for the search (a position read, never a deal).
            if column.len() + deals.len() + 1 > CAP {
                return None;
            }
            for &card in column.cards() {
                let p = pack(card);
                start.cards[c][usize::from(start.len[c])] = p;
                start.len[c] += 1;
                start.left[usize::from(suit(p))] |= 1 << high(p);
            }
        }
        let forced = forced(&deals);
        Some(Deal {
            forced,
            // The forced deals lose the game if they stick whatever lies
            // under them (taken as nothing: a column they empty is open).
            doomed: stuck(covered(
                State {
                    len: [0; COLUMNS],
                    ..start
                },
                &deals[forced..],
            )),
            learnt: Box::new(Learnt::new(learn)),
            piles: piles(&deals),
            deals,
            start,
        })
    }
}

impl AcesUpSearch {
    pub fn new(game: &AcesUp, limits: Limits) -> AcesUpSearch {
        let learn = limits.max_states.saturating_mul(LEARN_SHARE).min(LEARN_CAP);
        let Some(deal) = Deal::new(game, learn) else {
            return AcesUpSearch(Stage::Done(Answer::Undecided, 0));
        };
        let cap = (limits.max_states / 2).clamp(1, BEST_CAP);
        AcesUpSearch(Stage::Best {
            // The best-first search finds wins, quicker without learning.
            search: Box::new(BestFirst::new(
                Deal {
                    learnt: Box::new(Learnt::new(0)),
                    ..deal.clone()
                },
                cap,
            )),
            deal: Box::new(deal),
            limits,
        })
    }
}

/// Positions the searches of [`learn`] may take, per position the main
/// search may keep.
const LEARN_SHARE: usize = 4;

/// The most positions the searches of [`learn`] take in all, whatever
/// the limit: their nogoods pay most early in a search, and since the
/// main search learns from its own proofs ([`deep`]) a position searched
/// alone costs more than it gives past this. A game's limit of 12
/// million positions had let them take nearly all of a second (about
/// 2,000 positions of the main search a second on deal 2, against
/// 340,000 with this cap; the module doc has the sweeps). 250,000 until
/// the lookups got quicker (round six).
const LEARN_CAP: usize = 400_000;

/// The most positions the best-first search keeps (about 100 bytes each):
/// it finds most wins in a few thousand, and every position it keeps on a
/// deal that is lost is time the proof does not get. 150,000 until round
/// six, where half as many lost no win of deals 1-1000.
const BEST_CAP: usize = 75_000;

impl Search for AcesUpSearch {
    fn step(&mut self, budget: u32) -> Option<Answer> {
        match &mut self.0 {
            Stage::Best {
                search,
                deal,
                limits,
            } => match search.step(budget) {
                None => None,
                Some(Answer::Undecided) => {
                    let best = search.states();
                    let full = limits.max_states.saturating_sub(best).max(1);
                    // The engine's table is full when a claim fills it,
                    // this search when a position comes to a full one:
                    // one position more, the answers as they were.
                    let search = DepthFirst::new(Deep::new((**deal).clone()), full + 1);
                    self.0 = Stage::Full {
                        search: Box::new(search),
                        best,
                    };
                    None
                }
                Some(answer) => {
                    self.0 = Stage::Done(answer, search.states());
                    self.step(0)
                }
            },
            // A unit of the budget is an expansion, or the work of a
            // position searched alone by the learning ([`learn`]), which
            // one expansion may start hundreds of: the game's slices stay
            // slices. One expansion at a time, so the answer is the same
            // at any slice.
            Stage::Full { search, best } => {
                let mut used = 0;
                while used < budget {
                    let spent = search.puzzle().deal.learnt.spent();
                    if let Some(answer) = search.step(1) {
                        // Only the answer is kept. A full table holds the
                        // position that found it full (see above), which
                        // is not counted.
                        let full = usize::from(answer == Answer::Undecided);
                        let kept = *best + search.states() - full;
                        self.0 = Stage::Done(answer.clone(), kept);
                        return Some(answer);
                    }
                    let learnt = search.puzzle().deal.learnt.spent() - spent;
                    used += 1 + u32::try_from(learnt).unwrap_or(u32::MAX - 1);
                }
                None
            }
            Stage::Done(answer, _) => Some(answer.clone()),
        }
    }

    fn states(&self) -> usize {
        match &self.0 {
            Stage::Best { search, .. } => search.states(),
            Stage::Full { search, best } => best + search.states(),
            Stage::Done(_, kept) => *kept,
        }
    }
}

/// Whether `s` can be seen never to win, `future` being the deals still
/// in the stock (each card's column is its place in its deal).
fn dead(s: &State, future: &[Vec<Packed>]) -> bool {
    // A pledge that can no longer be redeemed.
    if (0..4).any(|suit| {
        let pledged = s.pledged[suit];
        pledged != 0 && s.left[suit] & ((1 << pledged.trailing_zeros()) - 1) == 0
    }) {
        return true;
    }
    let mut anchored = 0;
    let mut must_move = 0;
    for c in 0..COLUMNS {
        let column = &s.cards[c][..usize::from(s.len[c])];
        if column.first().is_some_and(|&b| high(b) == ACE) {
            anchored += 1;
        }
        if let Some(first) = column.iter().position(|&b| high(b) != ACE) {
            must_move += column[first..].iter().filter(|&&b| high(b) == ACE).count();
        }
    }
    if must_move > COLUMNS - anchored {
        return true;
    }
    if anchored < COLUMNS {
        return false;
    }
    // Per suit and column, the heights there now or dealt there later.
    let mut home = [[0u16; COLUMNS]; 4];
    for (c, column) in s.cards.iter().enumerate() {
        for &card in column[..usize::from(s.len[c])]
            .iter()
            .chain(future.iter().filter_map(|d| d.get(c)))
        {
            home[usize::from(suit(card))][c] |= 1 << high(card);
        }
    }
    home.iter().any(|columns| {
        (0..COLUMNS).any(|c| {
            let own = columns[c] & !(1 << ACE);
            let others = (0..COLUMNS)
                .filter(|&d| d != c)
                .fold(0, |m, d| m | columns[d]);
            // Nothing above the highest card of `own` elsewhere.
            own != 0 && others >> (15 - own.leading_zeros()) >> 1 == 0
        })
    })
}

/// Whether `s` stays lost once the stock is dealt: its discards, made
/// in any order (one never spoils another: the card that outranked a
/// discarded card outranks all it did), leave no column empty (nothing
/// else can move) and cards besides aces.
fn stuck(s: State) -> bool {
    settled_stuck(&settle(s))
}

/// `s` after every discard there is, made in any order (see [`stuck`]).
fn settle(mut s: State) -> State {
    loop {
        let outranked = s.outranked_mask();
        if outranked == 0 {
            return s;
        }
        s = s.discard(outranked.trailing_zeros() as usize);
    }
}

/// Whether `s`, settled ([`settle`]), is stuck: see [`stuck`].
fn settled_stuck(s: &State) -> bool {
    (0..COLUMNS).all(|c| s.len[c] > 0)
        && (0..COLUMNS).any(|c| {
            s.cards[c][..usize::from(s.len[c])]
                .iter()
                .any(|&x| high(x) != ACE)
        })
}

/// Whether a deal leaves two top cards of a suit: after one that does
/// not, nothing moves (every column has a card, no discard) but the next
/// deal.
fn paired(deal: &[Packed]) -> bool {
    deal.len() < COLUMNS || deal.iter().fold(0u8, |m, &c| m | 1 << suit(c)) != 0b1111
}

/// The first deal (its index) from which no deal but the last leaves a
/// move: the deals from there on pile up untouched, the last on top.
fn forced(deals: &[Vec<Packed>]) -> usize {
    let n = deals.len().saturating_sub(1);
    deals[..n]
        .iter()
        .rposition(|d| paired(d))
        .map_or(0, |i| i + 1)
}

/// `s` with `deals` dealt onto it, one after another.
fn covered(mut s: State, deals: &[Vec<Packed>]) -> State {
    for deal in deals {
        for (c, &card) in deal.iter().enumerate() {
            s.cards[c][usize::from(s.len[c])] = card;
            s.len[c] += 1;
        }
    }
    s
}
