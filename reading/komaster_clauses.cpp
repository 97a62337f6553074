// The clause catalogue of the three komaster schemes: ids and the manual's sentences (verbatim from
// gnugo-reading.texi, texinfo markup removed; a test checks every quote against the seed file).
#include <string>

#include "reading/komaster.h"
#include "spec/error.h"

namespace kospec::reading {

std::string_view scheme_name(KoScheme scheme) {
  switch (scheme) {
    case KoScheme::Scheme5:
      return "5";
    case KoScheme::V2_7_232:
      return "2.7.232";
    case KoScheme::V2_7_232Revised:
      return "2.7.232-revised";
  }
  return "5";
}

std::optional<KoScheme> parse_scheme(std::string_view text) {
  for (KoScheme s : {KoScheme::Scheme5, KoScheme::V2_7_232, KoScheme::V2_7_232Revised}) {
    if (text == scheme_name(s)) return s;
  }
  return std::nullopt;
}

std::string_view komaster_name(Komaster k) {
  switch (k) {
    case Komaster::Empty:
      return "EMPTY";
    case Komaster::Black:
      return "BLACK";
    case Komaster::White:
      return "WHITE";
    case Komaster::GrayBlack:
      return "GRAY_BLACK";
    case Komaster::GrayWhite:
      return "GRAY_WHITE";
    case Komaster::WeakKo:
      return "WEAK_KO";
  }
  return "EMPTY";
}

std::string describe(const Graph& graph, const KomasterState& state) {
  std::string out = "komaster " + std::string(komaster_name(state.komaster));
  if (state.kom_pos) out += " kom_pos " + graph.name(*state.kom_pos);
  return out;
}

const std::vector<KoClause>& scheme_clauses(KoScheme scheme) {
  // Scheme 5, "Ko Handling": "Color O is to move."
  static const std::vector<KoClause> kScheme5{
      {"K5.1a",
       "Unconditional ko capture is allowed. Komaster remains EMPTY if previous move was not a ko capture. "
       "Komaster is set to WEAK_KO if previous move was a ko capture and kom_pos is set to the old value of "
       "board_ko_pos."},
      {"K5.1b",
       "Conditional ko capture is allowed. Komaster is set to O and kom_pos to the location of the ko, where a "
       "stone was just removed."},
      {"K5.2a", "Only nested ko captures are allowed. Kom_pos is moved to the new removed stone."},
      {"K5.2b", "If komaster fills the ko at kom_pos then komaster reverts to EMPTY."},
      {"K5.3",
       "Play at kom_pos is not allowed. Any other ko capture is allowed. If O takes another ko, komaster "
       "becomes GRAY_X."},
      {"K5.4",
       "Ko captures are not allowed. If the ko at kom_pos is filled then the komaster reverts to EMPTY."},
      {"K5.5a", "After a non-ko move komaster reverts to EMPTY."},
      {"K5.5b",
       "Unconditional ko capture is only allowed if it is nested ko capture. Komaster is changed to WEAK_X and "
       "kom_pos to the old value of board_ko_pos."},
      {"K5.5c", "Conditional ko capture is allowed according to the rules of 1b."},
      // The definition the clauses 2a and 5b use, and the reading of "filled" ("Another Ko Example").
      {"K5.N",
       "The exception is a nested ko, characterized by the condition that the captured ko stone is at distance "
       "1 both vertically and horizontally from kom_pos, which is the location of the last stone taken by the "
       "komaster."},
      {"K5.R",
       "This means that the ko is filled, or else that is becomes no longer a ko and it is illegal for the "
       "komaster's opponent to play there."},
  };
  // "Essentially the 2.7.232 scheme." ("It is assumed that O is the player about to move.")
  static const std::vector<KoClause> kV232{
      {"K232.1a", "Unconditional ko capture is allowed. Komaster remains EMPTY."},
      {"K232.1b",
       "Conditional ko capture is allowed. Komaster is set to O and kom_pos to the location of the ko, where a "
       "stone was just removed."},
      {"K232.2a", "Conditional ko capture is not allowed."},
      {"K232.2b", "Unconditional ko capture is allowed. Komaster parameters unchanged."},
      {"K232.3a", "Conditional ko capture is not allowed."},
      {"K232.3b",
       "Unconditional ko capture is allowed except for a move at kom_pos. Komaster parameters unchanged."},
  };
  // "Revised 2.7.232 version"
  static const std::vector<KoClause> kRevised{
      {"KR.1a", "Unconditional ko capture is allowed. Komaster remains EMPTY."},
      {"KR.1b",
       "Conditional ko capture is allowed. Komaster is set to O and kom_pos to the location of the ko, where a "
       "stone was just removed."},
      {"KR.2",
       "Ko capture (both kinds) is allowed only if after playing the move, is_ko(kom_pos, X) returns false. In "
       "that case, kom_pos is updated to the new ko position, i.e. the stone captured by this move."},
      {"KR.3a", "Conditional ko capture is not allowed."},
      {"KR.3b",
       "Unconditional ko capture is allowed except for a move at kom_pos. Komaster parameters unchanged."},
  };
  switch (scheme) {
    case KoScheme::Scheme5:
      return kScheme5;
    case KoScheme::V2_7_232:
      return kV232;
    case KoScheme::V2_7_232Revised:
      return kRevised;
  }
  return kScheme5;
}

const KoClause& ko_clause(std::string_view id) {
  for (KoScheme s : {KoScheme::Scheme5, KoScheme::V2_7_232, KoScheme::V2_7_232Revised}) {
    for (const KoClause& c : scheme_clauses(s)) {
      if (c.id == id) return c;
    }
  }
  throw PreconditionError("ko_clause: no clause " + std::string(id));
}

std::string trail_text(const ClauseTrail& trail) {
  std::string out;
  for (std::size_t i = 0; i < trail.size(); ++i) {
    bool seen = false;
    for (std::size_t j = 0; j < i; ++j) seen = seen || trail[j] == trail[i];
    if (!seen) out += (out.empty() ? "" : " ") + std::string(trail[i]);
  }
  return out;
}

bool is_nested(const Graph& graph, std::optional<Point> captured, std::optional<Point> kom_pos) {
  if (!captured || !kom_pos) return false;
  const int dc = graph.column_of(*captured) - graph.column_of(*kom_pos);
  const int dr = graph.row_from_top(*captured) - graph.row_from_top(*kom_pos);
  return (dc == 1 || dc == -1) && (dr == 1 || dr == -1);
}

}  // namespace kospec::reading
