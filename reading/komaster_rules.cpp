// The decisions of the three komaster schemes, clause by clause (ids and quotes in
// komaster_clauses.cpp). O is the player to move, X the other. Where the manual is terse, the
// reading follows GNU Go 3.8's komaster_trymove(), and the comment says so.
#include "reading/komaster.h"

namespace kospec::reading {

namespace {

Komaster komaster_of(Player p) { return p == Player::Black ? Komaster::Black : Komaster::White; }
Komaster gray_of(Player p) {
  return p == Player::Black ? Komaster::GrayBlack : Komaster::GrayWhite;
}

// The player whose komaster (plain or gray) the state is, if any.
std::optional<Player> owner(Komaster k) {
  if (k == Komaster::Black || k == Komaster::GrayBlack) return Player::Black;
  if (k == Komaster::White || k == Komaster::GrayWhite) return Player::White;
  return std::nullopt;
}

bool is_gray(Komaster k) { return k == Komaster::GrayBlack || k == Komaster::GrayWhite; }

}  // namespace

KomasterState resolve_komaster(KoScheme scheme, const FastBoard& board, KomasterState state,
                               ClauseTrail& trail) {
  // Only scheme 5 has clauses that revert to EMPTY (2b, 4, and "Another Ko Example"); the two
  // 2.7.232 schemes say nothing of it and keep their komaster.
  if (scheme != KoScheme::Scheme5 || !state.kom_pos) return state;
  const std::optional<Player> master = owner(state.komaster);
  if (!master) return state;
  const Point kom_pos = *state.kom_pos;
  const Player x = opponent(*master);
  if (board.color(kom_pos) != Color::Empty) {
    trail.push_back(is_gray(state.komaster) ? "K5.4" : "K5.2b");
    return {};
  }
  // "the ko is resolved in the komaster's favor [...]: no longer a ko and it is illegal for the
  // komaster's opponent to play there" (GNU Go: !is_ko(kom_pos, X) && is_suicide(kom_pos, X)).
  if (!board.is_ko_capture(kom_pos, x) && !board.is_legal(kom_pos, x, KoRule::Ignore)) {
    trail.push_back("K5.R");
    return {};
  }
  return state;
}

bool komaster_permits(KoScheme scheme, const Graph& graph, const KomasterState& state,
                      const KoMoveFacts& facts, ClauseTrail& trail) {
  if (!facts.ko_capture) return true;  // every scheme speaks of ko captures only
  const Player o = facts.mover;
  const Player x = opponent(o);
  const Komaster k = state.komaster;
  const bool at_kom_pos = state.kom_pos && *state.kom_pos == facts.move;
  switch (scheme) {
    case KoScheme::Scheme5: {
      const bool nested = is_nested(graph, facts.captured, state.kom_pos);
      if (k == Komaster::Empty) {
        trail.push_back(facts.conditional ? "K5.1b" : "K5.1a");
        return true;
      }
      if (k == komaster_of(o)) {
        trail.push_back("K5.2a");
        if (nested) trail.push_back("K5.N");
        return nested;
      }
      if (k == komaster_of(x)) {
        trail.push_back("K5.3");
        return !at_kom_pos;
      }
      if (is_gray(k)) {
        trail.push_back("K5.4");
        return false;
      }
      // WEAK_KO
      if (facts.conditional) {
        trail.push_back("K5.5c");
        return true;
      }
      trail.push_back("K5.5b");
      if (nested) trail.push_back("K5.N");
      return nested;
    }
    case KoScheme::V2_7_232:
    case KoScheme::V2_7_232Revised: {
      const bool revised = scheme == KoScheme::V2_7_232Revised;
      if (k == Komaster::Empty) {
        trail.push_back(revised ? (facts.conditional ? "KR.1b" : "KR.1a")
                                : (facts.conditional ? "K232.1b" : "K232.1a"));
        return true;
      }
      if (k == komaster_of(o)) {
        if (revised) {
          trail.push_back("KR.2");  // decided after the play, by komaster_after()
          return true;
        }
        trail.push_back(facts.conditional ? "K232.2a" : "K232.2b");
        return !facts.conditional;
      }
      // Komaster is X.
      if (facts.conditional) {
        trail.push_back(revised ? "KR.3a" : "K232.3a");
        return false;
      }
      trail.push_back(revised ? "KR.3b" : "K232.3b");
      return !at_kom_pos;
    }
  }
  return false;
}

std::optional<KomasterState> komaster_after(KoScheme scheme, const FastBoard& board,
                                            const KomasterState& state, const KoMoveFacts& facts,
                                            ClauseTrail& trail) {
  const Player o = facts.mover;
  const Player x = opponent(o);
  const Komaster k = state.komaster;
  switch (scheme) {
    case KoScheme::Scheme5: {
      if (!facts.ko_capture) {
        if (k == Komaster::WeakKo) {
          trail.push_back("K5.5a");
          return KomasterState{};
        }
        return state;
      }
      if (facts.conditional && (k == Komaster::Empty || k == Komaster::WeakKo)) {
        trail.push_back(k == Komaster::Empty ? "K5.1b" : "K5.5c");
        return KomasterState{komaster_of(o), facts.captured};
      }
      if (k == komaster_of(x)) {
        trail.push_back("K5.3");  // "If O takes another ko, komaster becomes GRAY_X."
        return KomasterState{gray_of(x), state.kom_pos};
      }
      if (k == komaster_of(o)) {
        trail.push_back("K5.2a");  // "Kom_pos is moved to the new removed stone."
        return KomasterState{k, facts.captured};
      }
      // EMPTY or WEAK_KO, unconditional (1a, 5b). "Previous move was a ko capture" is read as
      // GNU Go does: the previous move left a ko ban (board_ko_pos). The manual's "WEAK_X" in 5b
      // is WEAK_KO: the manual's list of komaster values has no other weak value.
      if (facts.previous_ko) {
        trail.push_back(k == Komaster::Empty ? "K5.1a" : "K5.5b");
        return KomasterState{Komaster::WeakKo, facts.previous_ko};
      }
      return state;
    }
    case KoScheme::V2_7_232:
      if (facts.ko_capture && facts.conditional && k == Komaster::Empty) {
        trail.push_back("K232.1b");
        return KomasterState{komaster_of(o), facts.captured};
      }
      return state;
    case KoScheme::V2_7_232Revised:
      if (!facts.ko_capture) return state;
      if (k == Komaster::Empty) {
        if (!facts.conditional) return state;
        trail.push_back("KR.1b");
        return KomasterState{komaster_of(o), facts.captured};
      }
      if (k == komaster_of(o)) {
        trail.push_back("KR.2");
        if (state.kom_pos && board.color(*state.kom_pos) == Color::Empty &&
            board.is_ko_capture(*state.kom_pos, x)) {
          return std::nullopt;
        }
        return KomasterState{k, facts.captured};
      }
      return state;
  }
  return state;
}

}  // namespace kospec::reading
