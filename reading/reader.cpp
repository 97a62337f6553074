// The reader's frame: attack()/find_defense(), do_attack()/do_find_defense() with their cutoffs and
// the transposition table, and komaster_trymove(), which applies the scheme's clauses to each play.
#include "reading/reader.h"

#include "spec/error.h"

namespace kospec::reading {

Reader::Reader(FastBoard& board, ReadingLimits limits, KoScheme scheme, int table_bits)
    : board_(board), limits_(limits), scheme_(scheme), table_(table_bits) {}

ReadResult Reader::top(Point str, bool attacking) {
  require(board_.graph().contains(str) && board_.color(str) != Color::Empty,
          "Reader: the point read must hold a stone");
  base_depth_ = board_.depth();
  komaster_.assign(1, KomasterState{});
  deepest_ = 0;
  nodes_at_call_ = nodes_;
  std::optional<Point> move;
  const int libs = board_.liberty_count(str);
  ReadCode code = ReadCode::Lose;
  // As GNU Go's attack() and find_defense(), at stackp 0: "Don't even spend time looking in the
  // cache if there are more than enough liberties."
  const bool enough = libs > 4 || (libs == 4 && limits_.fourlib_depth < 0);
  if (attacking) {
    if (!enough) code = do_attack(str, move);
  } else {
    code = enough ? ReadCode::Win : do_find_defense(str, move);
  }
  require(board_.depth() == base_depth_, "Reader: the board was not restored after reading");
  if (code == ReadCode::Lose) move.reset();
  return {code, move, nodes_ - nodes_at_call_};
}

ReadResult Reader::attack(Point str) { return top(str, true); }

ReadResult Reader::find_defense(Point str) { return top(str, false); }

void Reader::note(const std::string& line) {
  if (trace_) trace_->comment(line);
}

ReadCode Reader::finish(const char* fn, Point str, ReadCode code, std::optional<Point> at,
                        std::optional<Point>& move) {
  if (code != ReadCode::Lose) move = at;
  if (trace_) {
    std::string line =
        std::string(fn) + " " + board_.graph().name(str) + ": " + std::string(code_name(code));
    if (code != ReadCode::Lose && at) line += " at " + board_.graph().name(*at);
    trace_->comment(line);
  }
  return code;
}

ReadCode Reader::do_attack(Point str, std::optional<Point>& move) {
  if (board_.color(str) == Color::Empty) return ReadCode::Win;  // already off the board
  str = board_.origin(str);
  const int libs = board_.liberty_count(str);
  const int sp = stackp();
  if (libs > 4 || (libs == 4 && sp > limits_.fourlib_depth) || (libs == 3 && sp > limits_.depth)) {
    return ReadCode::Lose;
  }
  std::optional<Point> hint = move;
  const KomasterState& ko = komaster_.back();
  if (sp <= limits_.depth) {
    const TableHit hit =
        table_.find(board_.hash(), ReadFunction::Attack, str, ko, limits_.depth - sp);
    if (hit.usable) {
      if (hit.code != ReadCode::Lose) move = hit.move;
      note("attack " + board_.graph().name(str) + ": cached " + std::string(code_name(hit.code)));
      return hit.code;
    }
    if (hit.move) hint = hit.move;
  }
  std::optional<Point> found = hint;
  const ReadCode code = libs == 1 ? attack1(str, found) : attack_n(str, libs, found);
  if (sp <= limits_.depth) {
    table_.store(board_.hash(), ReadFunction::Attack, str, komaster_.back(), limits_.depth - sp,
                 code, code == ReadCode::Lose ? std::nullopt : found);
  }
  if (code != ReadCode::Lose) move = found;
  return code;
}

ReadCode Reader::do_find_defense(Point str, std::optional<Point>& move) {
  if (board_.color(str) == Color::Empty) return ReadCode::Lose;  // already off the board
  str = board_.origin(str);
  const int libs = board_.liberty_count(str);
  const int sp = stackp();
  if (libs > 4 || (libs == 4 && sp > limits_.fourlib_depth) || (libs == 3 && sp > limits_.depth)) {
    move.reset();
    return ReadCode::Win;
  }
  std::optional<Point> hint = move;
  const KomasterState& ko = komaster_.back();
  if (sp <= limits_.depth) {
    const TableHit hit =
        table_.find(board_.hash(), ReadFunction::FindDefense, str, ko, limits_.depth - sp);
    if (hit.usable) {
      if (hit.code != ReadCode::Lose) move = hit.move;
      note("find_defense " + board_.graph().name(str) + ": cached " +
           std::string(code_name(hit.code)));
      return hit.code;
    }
    if (hit.move) hint = hit.move;
  }
  std::optional<Point> found = hint;
  const ReadCode code = libs == 1 ? defend1(str, found) : defend_n(str, libs, found);
  if (sp <= limits_.depth) {
    table_.store(board_.hash(), ReadFunction::FindDefense, str, komaster_.back(),
                 limits_.depth - sp, code, code == ReadCode::Lose ? std::nullopt : found);
  }
  if (code != ReadCode::Lose) move = found;
  return code;
}

bool Reader::trymove(Point p, Player mover, const char* why) {
  if (stackp() >= limits_.max_stack || out_of_nodes()) return false;
  if (!board_.play(p, mover)) return false;
  komaster_.push_back(komaster_.back());
  deepest_ = std::max(deepest_, stackp());
  if (trace_) {
    trace_->push(Move::play(mover, p));
    trace_->comment(why);
  }
  return true;
}

bool Reader::komaster_trymove(Point p, Player mover, bool consider_conditional, bool& conditional,
                              const char* why) {
  conditional = false;
  if (stackp() >= limits_.max_stack || out_of_nodes()) return false;
  const Graph& g = board_.graph();
  if (!board_.is_legal(p, mover, consider_conditional ? KoRule::Ignore : KoRule::Respect))
    return false;
  ClauseTrail trail;
  const KomasterState before = komaster_.back();
  const std::optional<KoPlay> made =
      komaster_play(scheme_, board_, before, p, mover, consider_conditional, trail);
  auto ids = [&trail] { return trail_text(trail); };
  if (!made) {
    if (trace_ && !trail.empty()) {
      trace_->comment("komaster refuses " + std::string(player_letter(mover)) + " " + g.name(p) +
                      " (" + ids() + "; " + describe(g, before) + ")");
    }
    return false;
  }
  komaster_.push_back(made->state);
  conditional = made->conditional;
  deepest_ = std::max(deepest_, stackp());
  if (trace_) {
    trace_->push(Move::play(mover, p));
    trace_->comment(why);
    if (made->conditional) {
      trace_->comment(
          "conditional ko capture (tryko): a ko threat is assumed made and answered; clauses " +
          ids());
    }
    if (made->state != before) {
      trace_->comment("komaster change: " + describe(g, before) + " -> " +
                      describe(g, made->state) + " (" + ids() + ")");
    }
  }
  return true;
}

void Reader::popgo() {
  board_.undo();
  komaster_.pop_back();
  if (trace_) trace_->pop();
}

bool Reader::retake_permitted(Point p, Player mover) {
  if (stackp() + 1 > limits_.ko_depth || stackp() >= limits_.max_stack) return false;
  if (!board_.is_legal(p, mover, KoRule::Ignore)) return false;
  ClauseTrail trail;
  const KomasterState state = resolve_komaster(scheme_, board_, komaster_.back(), trail);
  const KoMoveFacts facts =
      ko_move_facts(board_, p, mover, !board_.is_legal(p, mover, KoRule::Respect));
  const bool ok = komaster_permits(scheme_, board_.graph(), state, facts, trail);
  if (trace_) {
    trace_->comment(std::string("retake by ") + std::string(player_letter(mover)) + " at " +
                    board_.graph().name(p) + (ok ? " allowed" : " refused") + " (" +
                    trail_text(trail) + ")");
  }
  return ok;
}

int Reader::approx_libs(Point p, Player mover) {
  if (!board_.play(p, mover)) return -1;
  const int libs = board_.color(p) == Color::Empty ? 0 : board_.liberty_count(p);
  board_.undo();
  return libs;
}

bool Reader::is_self_atari(Point p, Player mover) {
  const int libs = approx_libs(p, mover);
  return libs >= 0 && libs <= 1;
}

}  // namespace kospec::reading
