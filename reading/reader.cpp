// The reader's frame: attack()/find_defense(), do_attack()/do_find_defense() with their cutoffs,
// killer moves and the transposition table; the try-moves loops of attack2..4 and defend1..4; and
// komaster_trymove(), which applies the scheme's clauses to each play.
#include "reading/reader.h"

#include "spec/error.h"

namespace kospec::reading {

Reader::Reader(FastBoard& board, ReadingLimits limits, KoScheme scheme, int table_bits)
    : board_(board),
      limits_(limits),
      scheme_(scheme),
      table_(table_bits),
      facts_(board),
      gen_(facts_, limits_) {}

ReadResult Reader::top(Point str, bool attacking) {
  require(board_.graph().contains(str) && board_.color(str) != Color::Empty,
          "Reader: the point read must hold a stone");
  base_depth_ = board_.depth();
  gen_.set_base(base_depth_);
  komaster_.assign(1, KomasterState{});
  deepest_ = 0;
  nodes_at_call_ = nodes_;
  Hint move;
  ReadCode code = ReadCode::Lose;
  // As GNU Go's attack() and find_defense(), at stackp 0: "Don't even spend time looking in the
  // cache if there are more than enough liberties."
  const int libs = board_.liberty_count(str);
  const bool enough = libs > 4 || (libs == 4 && limits_.fourlib_depth < 0);
  if (attacking) {
    if (!enough) code = do_attack(str, &move);
  } else {
    code = enough ? ReadCode::Win : do_find_defense(str, &move);
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

ReadCode Reader::finish(const char* fn, Point str, const Best& best, Hint& move) {
  if (best.code != ReadCode::Lose) move = best.move;
  if (trace_) {
    std::string line =
        std::string(fn) + " " + board_.graph().name(str) + ": " + std::string(code_name(best.code));
    if (best.code != ReadCode::Lose && best.move) line += " at " + board_.graph().name(*best.move);
    trace_->comment(line);
  }
  return best.code;
}

ReadCode Reader::do_attack(Point str, Hint* move) {
  if (board_.color(str) == Color::Empty) return ReadCode::Win;  // already off the board
  str = board_.origin(str);
  const int libs = board_.liberty_count(str);
  const int sp = stackp();
  if (libs > 4 || (libs == 4 && sp > limits_.fourlib_depth) || (libs == 3 && sp > limits_.depth))
    return ReadCode::Lose;
  // The killer move: "This move (if set) was successful in another variation [...] we only do
  // this if the string has 4 liberties".
  Hint xpos = libs > 3 && move ? *move : Hint();
  if (sp <= limits_.depth) {
    const TableHit hit =
        table_.find(board_.hash(), ReadFunction::Attack, str, komaster_.back(), limits_.depth - sp);
    if (hit.usable) {
      if (move) *move = hit.move;
      note("attack " + board_.graph().name(str) + ": cached " + std::string(code_name(hit.code)));
      return hit.code;
    }
    if (hit.move) xpos = hit.move;  // "the move will still be used for move ordering"
  }
  ReadCode code = ReadCode::Lose;
  if (libs == 1) {
    code = attack1(str, xpos);
  } else if (libs == 2) {
    code = sp > limits_.depth + 10 ? simple_ladder(str, xpos) : attack2(str, xpos);
  } else if (libs == 3) {
    code = attack3(str, xpos);
  } else {
    code = attack4(str, xpos);
  }
  table_.store(board_.hash(), ReadFunction::Attack, str, komaster_.back(), limits_.depth - sp, code,
               code == ReadCode::Lose ? Hint() : xpos);
  if (code != ReadCode::Lose && move) *move = xpos;
  return code;
}

ReadCode Reader::do_find_defense(Point str, Hint* move) {
  if (board_.color(str) == Color::Empty) return ReadCode::Lose;  // already off the board
  str = board_.origin(str);
  const int libs = board_.liberty_count(str);
  const int sp = stackp();
  if (libs > 4 || (libs == 4 && sp > limits_.fourlib_depth) || (libs == 3 && sp > limits_.depth)) {
    if (move) move->reset();
    return ReadCode::Win;
  }
  // The killer move, used when the string has at least three liberties.
  Hint xpos = libs > 2 && move ? *move : Hint();
  if (sp <= limits_.depth) {
    const TableHit hit = table_.find(board_.hash(), ReadFunction::FindDefense, str,
                                     komaster_.back(), limits_.depth - sp);
    if (hit.usable) {
      if (move) *move = hit.move;
      note("find_defense " + board_.graph().name(str) + ": cached " +
           std::string(code_name(hit.code)));
      return hit.code;
    }
    if (hit.move) xpos = hit.move;
  }
  ReadCode code = ReadCode::Lose;
  if (libs == 1) {
    code = defend1(str, xpos);
  } else if (libs == 2) {
    code = defend2(str, xpos);
  } else if (libs == 3) {
    code = defend3(str, xpos);
  } else {
    code = defend4(str, xpos);
  }
  table_.store(board_.hash(), ReadFunction::FindDefense, str, komaster_.back(), limits_.depth - sp,
               code, code == ReadCode::Lose ? Hint() : xpos);
  if (code != ReadCode::Lose && move) *move = xpos;
  return code;
}

bool Reader::attack_try_moves(Point str, Candidates& moves, const char* fn, bool no_deep_branching,
                              Hint* defense_hint, Best& best) {
  const Player other = opponent(*owner_of(board_.color(str)));
  for (std::size_t k = moves.tried; k < moves.num; ++k) {
    const Point apos = moves.pos(k);
    bool ko_move = false;
    // A self-atari of two stones whose capture the attacker could only retake by repetition
    // (send_two_return_one) is skipped unless a ko is on the board.
    if ((board_.ko().has_value() || !facts_.send_two_return_one(apos, other)) &&
        komaster_trymove(apos, other, stackp() <= limits_.ko_depth && best.code == ReadCode::Lose,
                         ko_move, fn, moves.why[k])) {
      const ReadCode dcode = do_find_defense(str, defense_hint);
      // "when defender fails to defend, attacker has to prove that he can capture the string"
      if (strength(reverse(dcode)) > strength(best.code) &&
          do_attack(str, nullptr) != ReadCode::Lose) {
        if (!ko_move) {
          if (dcode == ReadCode::Lose) {
            popgo();
            best = {ReadCode::Win, apos};
            return true;
          }
          best = {reverse(dcode), apos};
        } else {
          best = {ReadCode::KoB, apos};
        }
      }
      popgo();
    }
    if (no_deep_branching && stackp() >= limits_.branch_depth) {
      note("branching limit");
      return true;
    }
  }
  moves.tried = moves.num;
  return false;
}

bool Reader::defend_try_moves(Point str, Candidates& moves, const char* fn, bool no_deep_branching,
                              Hint* attack_hint, Best& best) {
  const Player color = *owner_of(board_.color(str));
  for (std::size_t k = moves.tried; k < moves.num; ++k) {
    const Point dpos = moves.pos(k);
    bool ko_move = false;
    if (komaster_trymove(dpos, color, stackp() <= limits_.ko_depth && best.code == ReadCode::Lose,
                         ko_move, fn, moves.why[k])) {
      const ReadCode acode = do_attack(str, attack_hint);
      popgo();
      if (!ko_move) {
        if (acode == ReadCode::Lose) {
          best = {ReadCode::Win, dpos};
          return true;
        }
        if (strength(reverse(acode)) > strength(best.code)) best = {reverse(acode), dpos};
      } else if (acode != ReadCode::Win) {
        best = {ReadCode::KoB, dpos};
      }
    }
    if (no_deep_branching && stackp() >= limits_.branch_depth) {
      note("branching limit");
      return true;
    }
  }
  moves.tried = moves.num;
  return false;
}

bool Reader::is_komaster(Player player) const {
  const Komaster k = komaster_.back().komaster;
  return k == (player == Player::Black ? Komaster::Black : Komaster::White);
}

bool Reader::trymove(Point p, Player mover, const char* fn, const char* why) {
  if (stackp() >= limits_.max_stack || out_of_nodes()) return false;
  if (!board_.play(p, mover)) return false;
  komaster_.push_back(komaster_.back());
  deepest_ = std::max(deepest_, stackp());
  if (trace_) {
    trace_->push(Move::play(mover, p));
    trace_->comment(std::string(fn) + ": " + why);
  }
  return true;
}

bool Reader::komaster_trymove(Point p, Player mover, bool consider_conditional, bool& conditional,
                              const char* fn, const char* why) {
  conditional = false;
  if (stackp() >= limits_.max_stack || out_of_nodes()) return false;
  const Graph& g = board_.graph();
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
    trace_->comment(std::string(fn) + ": " + why);
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

Reader::Frame Reader::enter(Point str, const Hint& move) {
  ++nodes_;
  const Player color = *owner_of(board_.color(str));
  return Frame{color, opponent(color), stackp(), {}, std::nullopt, move};
}

}  // namespace kospec::reading
