#include "reading/read_trace.h"

namespace kospec::reading {

ReadTrace::ReadTrace(std::size_t max_nodes) : max_nodes_(max_nodes) { nodes_.push_back(Node{}); }

void ReadTrace::push(const Move& move) {
  if (dropped_depth_ > 0 || nodes_.size() >= max_nodes_) {
    ++dropped_depth_;
    ++dropped_;
    return;
  }
  nodes_.push_back(Node{move, current_, {}, {}});
  nodes_[current_].children.push_back(nodes_.size() - 1);
  current_ = nodes_.size() - 1;
}

void ReadTrace::pop() {
  if (dropped_depth_ > 0) {
    --dropped_depth_;
    return;
  }
  current_ = nodes_[current_].parent;
}

void ReadTrace::comment(std::string line) {
  if (dropped_depth_ > 0) return;
  nodes_[current_].comments.push_back(std::move(line));
}

}  // namespace kospec::reading
