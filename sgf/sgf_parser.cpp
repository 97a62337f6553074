#include "sgf/sgf_parser.h"

#include <algorithm>
#include <cstdio>
#include <string>

namespace kospec::sgf {

namespace {

// Most nodes reserved up front (about 300 MB); a larger collection grows its vector as usual.
constexpr std::size_t kMaxReservedNodes = std::size_t{1} << 22;

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}
bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }
bool is_letter(char c) { return is_upper(c) || (c >= 'a' && c <= 'z'); }

// How a byte of the input reads in a message: 'x' when printable, its code otherwise.
std::string describe_byte(char c) {
  const auto byte = static_cast<unsigned char>(c);
  if (byte > 0x20 && byte < 0x7f) return std::string("'") + c + "'";
  char code[16];
  std::snprintf(code, sizeof code, "byte 0x%02X", static_cast<unsigned>(byte));
  return code;
}

// The parser's position in the grammar between tokens.
enum class State {
  Between,        // outside any game tree: '(' or end of file
  AfterOpen,      // just after '(': ';'
  InSequence,     // after a node: ';', '(' or ')'
  AfterVariation  // after a ')' closing a variation: '(' or ')'
};

// A game tree whose ')' has not been read yet.
struct OpenTree {
  SourcePos pos;                   // where its '(' is
  std::size_t parent = kNoParent;  // the node it hangs from (kNoParent at the top level)
  std::size_t last = kNoParent;    // the last node of its sequence so far
};

class Parser {
 public:
  Parser(std::string_view text, std::string_view source, const ParseLimits& limits)
      : data_(text.data()), size_(text.size()), source_(source), limits_(limits) {}

  Collection run() {
    if (size_ > limits_.max_bytes) {
      fail({1, 1}, "input of " + std::to_string(size_) + " bytes is too large: expected at most " +
                       std::to_string(limits_.max_bytes) + " bytes");
    }
    skip_byte_order_mark();
    collection_.nodes.reserve(std::min(count_nodes(), kMaxReservedNodes));
    State state = State::Between;
    for (;;) {
      skip_space();
      if (at_end()) {
        end_of_file(state);
        return std::move(collection_);
      }
      state = step(state, data_[i_]);
    }
  }

 private:
  bool at_end() const { return i_ == size_; }
  SourcePos here() const { return {line_, i_ - line_start_ + 1}; }
  std::string found() const { return at_end() ? "end of file" : describe_byte(data_[i_]); }

  [[noreturn]] void fail(SourcePos pos, const std::string& message) const {
    throw SgfError(source_, pos, message);
  }

  // Moves past one byte, counting CR, LF and CR LF as one line break each.
  void advance() {
    const char c = data_[i_++];
    if (c == '\n' || (c == '\r' && (at_end() || data_[i_] != '\n'))) {
      ++line_;
      line_start_ = i_;
    }
  }

  // Skips whitespace; a tight loop, as padding can make up most of a large file.
  void skip_space() {
    std::size_t i = i_;
    while (i < size_ && is_space(data_[i])) {
      const char c = data_[i++];
      if (c == '\n' || (c == '\r' && (i == size_ || data_[i] != '\n'))) {
        ++line_;
        line_start_ = i;
      }
    }
    i_ = i;
  }

  // The number of ';' outside values: the number of nodes of a well-formed input, so that the
  // node vector is allocated once (a hint only: at most one per byte, and capped).
  std::size_t count_nodes() const {
    std::size_t nodes = 0;
    bool in_value = false;
    for (std::size_t i = i_; i < size_; ++i) {
      const char c = data_[i];
      if (in_value) {
        if (c == '\\') {
          ++i;
        } else if (c == ']') {
          in_value = false;
        }
      } else if (c == '[') {
        in_value = true;
      } else if (c == ';') {
        ++nodes;
      }
    }
    return nodes;
  }

  void skip_byte_order_mark() {
    if (size_ >= 3 && std::string_view(data_, 3) == "\xEF\xBB\xBF") i_ = line_start_ = 3;
  }

  void end_of_file(State state) const {
    switch (state) {
      case State::Between:
        if (collection_.roots.empty()) {
          fail(here(), "empty input: expected '(' to start a game tree, found end of file");
        }
        return;
      case State::AfterOpen:
        fail(here(), "expected ';' to start a node after the '(' at " +
                         to_string(stack_.back().pos) + ", found end of file");
      case State::InSequence:
      case State::AfterVariation:
        fail(here(), "expected ')' to close the game tree opened at " +
                         to_string(stack_.back().pos) + ", found end of file");
    }
  }

  // Reads the token starting with `c` and returns the state after it.
  State step(State state, char c) {
    switch (state) {
      case State::Between:
        if (c == '(') return open_tree();
        if (c == ')')
          fail(here(), "unexpected ')': no game tree is open; expected '(' or end of file");
        if (collection_.roots.empty()) {
          fail(here(), "expected '(' to start a game tree, found " + found());
        }
        fail(here(), "expected '(' to start another game tree or end of file, found " + found());
      case State::AfterOpen:
        if (c == ';') return read_node();
        if (c == ')') {
          fail(here(), "empty game tree: expected ';' to start a node after the '(' at " +
                           to_string(stack_.back().pos) + ", found ')'");
        }
        fail(here(), "expected ';' to start a node after the '(' at " +
                         to_string(stack_.back().pos) + ", found " + found());
      case State::InSequence:
        if (c == ';') return read_node();
        if (c == '(') return open_tree();
        if (c == ')') return close_tree();
        fail(here(),
             "expected a property identifier (upper-case letters), ';', '(' or ')' in the "
             "node at " +
                 to_string(collection_.nodes.back().pos) + ", found " + found());
      case State::AfterVariation:
        if (c == '(') return open_tree();
        if (c == ')') return close_tree();
        if (c == ';') {
          fail(here(),
               "expected '(' or ')' after a variation, found ';' (a node cannot follow the "
               "variations of a sequence)");
        }
        fail(here(),
             "expected '(' to start another variation or ')' to close the game tree opened "
             "at " +
                 to_string(stack_.back().pos) + ", found " + found());
    }
    return state;
  }

  State open_tree() {
    if (stack_.size() >= limits_.max_depth) {
      fail(here(), "game trees nested too deep: expected at most " +
                       std::to_string(limits_.max_depth) + " nested '(', found one more");
    }
    const std::size_t parent = stack_.empty() ? kNoParent : stack_.back().last;
    stack_.push_back({here(), parent, kNoParent});
    advance();
    return State::AfterOpen;
  }

  State close_tree() {
    stack_.pop_back();
    advance();
    return stack_.empty() ? State::Between : State::AfterVariation;
  }

  // Reads a node from its ';' to the first byte that cannot start a property.
  State read_node() {
    OpenTree& tree = stack_.back();
    const std::size_t parent = tree.last != kNoParent ? tree.last : tree.parent;
    const std::size_t index = collection_.nodes.size();
    charge(sizeof(Node), "node");
    Node& node = collection_.nodes.emplace_back();  // built in place: large files have millions
    node.pos = here();
    node.parent = parent;
    if (parent == kNoParent) {
      collection_.roots.push_back(index);
    } else {
      collection_.nodes[parent].children.push_back(index);
    }
    tree.last = index;
    advance();
    for (;;) {
      skip_space();
      if (at_end() || !is_letter(data_[i_])) return State::InSequence;
      read_property(node);
    }
  }

  // Reads a property into a new last element of the node's properties (built in place).
  void read_property(Node& node) {
    charge(sizeof(Property), "property");
    Property& property = node.properties.emplace_back();
    property.pos = here();
    const std::size_t start = i_;
    while (i_ < size_ && is_letter(data_[i_])) {
      if (is_upper(data_[i_])) property.id.push_back(data_[i_]);
      ++i_;  // a letter: no line bookkeeping needed
    }
    const auto raw = [&] { return std::string(data_ + start, i_ - start); };
    if (!at_end() && !is_space(data_[i_]) && data_[i_] != '[' && data_[i_] != ';' &&
        data_[i_] != '(' && data_[i_] != ')') {
      fail(here(), "malformed property identifier starting '" + raw() +
                       "': expected letters only, then '[', found " + found());
    }
    if (property.id.empty()) {
      fail(property.pos,
           "property identifier '" + raw() +
               "' has no upper-case letter: expected upper-case letters such as 'AB'");
    }
    skip_space();
    if (at_end() || data_[i_] != '[') {
      fail(here(),
           "expected '[' to open a value of property " + property.id + ", found " + found());
    }
    while (i_ < size_ && data_[i_] == '[') {
      const std::size_t start_value = i_;
      read_value(property.id, property.values.emplace_back());
      charge(sizeof(std::string) + (i_ - start_value), "value");
      skip_space();
    }
  }

  // Counts the memory a new node, property or value takes; an SgfError past the limit.
  void charge(std::size_t bytes, const char* what) {
    memory_ += bytes;
    if (memory_ > limits_.max_memory) {
      fail(here(), "the collection would take more than " + std::to_string(limits_.max_memory) +
                       " bytes of memory at this " + what +
                       ": expected a smaller file (every node, property and value costs memory "
                       "beyond its bytes)");
    }
  }

  // Reads a value from its '[' to its ']' into `value`, unescaping `\x` to `x` and removing soft line breaks.
  void read_value(const std::string& id, std::string& value) {
    const SourcePos open = here();
    ++i_;  // the '['
    std::size_t chunk = i_;
    for (;;) {
      if (i_ == size_) {
        fail(here(), "expected ']' to close the value of property " + id + " opened at " +
                         to_string(open) + ", found end of file");
      }
      const char c = data_[i_];
      if (c == ']') {
        value.append(data_ + chunk, i_ - chunk);
        ++i_;
        return;
      }
      if (c == '\\') {
        value.append(data_ + chunk, i_ - chunk);
        advance();
        if (at_end()) continue;  // reported as an unterminated value
        const char escaped = data_[i_];
        advance();
        if (escaped == '\r' && !at_end() && data_[i_] == '\n') {
          advance();  // CR LF soft line break
        } else if (escaped != '\n' && escaped != '\r') {
          value.push_back(escaped);
        }
        chunk = i_;
        continue;
      }
      if (c == '\n' || c == '\r') {
        advance();
      } else {
        ++i_;  // never a line break: no line bookkeeping needed
      }
    }
  }

  const char* data_;
  std::size_t size_;
  std::string_view source_;
  ParseLimits limits_;
  std::size_t memory_ = 0;      // what the collection takes so far (estimate)
  std::size_t i_ = 0;           // offset of the next byte
  std::size_t line_ = 1;        // line of the next byte
  std::size_t line_start_ = 0;  // offset of the first byte of that line
  std::vector<OpenTree> stack_;
  Collection collection_;
};

}  // namespace

Collection parse(std::string_view text, std::string_view source_name, const ParseLimits& limits) {
  return Parser(text, source_name, limits).run();
}

}  // namespace kospec::sgf
